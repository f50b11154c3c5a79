// Values typed where they go, as a compiler types an assignment: what a whole-value binding can evaluate to (the page's
// types, expr/page-types.ts) against what its place takes: an `each` (of a node or of a validation) takes a list, a
// widget prop the type or the values its schema names. Where either side is not known (the contract says nothing, a
// prop whose schema is a choice of shapes, any text for a prop of listed values) nothing is judged.
import { isMissing } from '../../expr/values';
import { isPlainObject } from '../read/json-pointer';
import { describeValue } from '../types/describe';
import type { AbstractValue } from '../types/values';
import type { ExpressionSite, NodeSite } from '../pages/page-sites';
import type { WidgetProps } from '../pages/page-nodes';
import type { Finding } from '../problem';

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object';

/** The kinds of value (JSON's) it can be once there, or undefined when it can be anything. */
export function kindsOf(value: AbstractValue): Set<Kind> | undefined {
  if (value.any) return undefined;
  const kinds = new Set<Kind>();
  if (value.text) kinds.add('string');
  if (value.number) kinds.add('number');
  if (value.objects?.length) kinds.add('object');
  if (value.lists?.length) kinds.add('array');
  for (const v of value.values) if (!isMissing(v)) kinds.add(Array.isArray(v) ? 'array' : (typeof v as Kind));
  return kinds;
}

const KIND_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

/** Where the expression proper starts in its string: after `{{` and the spaces (the problem is placed there). */
export const exprStart = (text: string) =>
  text.indexOf('{{') + 2 + (/^\s*/.exec(text.slice(text.indexOf('{{') + 2))?.[0].length ?? 0);

function eachFinding(site: ExpressionSite, value: AbstractValue): Finding[] {
  const kinds = kindsOf(value);
  if (!kinds?.size || kinds.has('array')) return [];
  return [
    {
      code: 'each-kind',
      pointer: site.pointer,
      exprOffset: exprStart(site.text),
      expected: 'a list to repeat over (each takes a list, and item is one of its items)',
      found: `${describeValue(value)} (${site.text}), which is not a list: ${site.pointer.startsWith('/validations/') ? 'the rule checks nothing' : 'nothing is shown'}`,
      hint: 'repeat over a list: the field of it that holds the items (the hover shows what each field holds)',
    },
  ];
}

/** The JSON types a prop schema takes, when it says so plainly (`type`, or an `enum` of its values). */
function propTakes(schema: Record<string, unknown>): { types?: string[]; values?: readonly unknown[] } | undefined {
  if (Array.isArray(schema.enum)) return { values: schema.enum };
  if (typeof schema.type === 'string') return { types: [schema.type] };
  if (Array.isArray(schema.type) && schema.type.every((type) => typeof type === 'string'))
    return { types: schema.type as string[] };
  return undefined;
}

// A number where text goes is shown as its digits (a text prop bound to an amount): only a compiler would refuse it.
const takesKind = (types: readonly string[], kind: Kind) =>
  types.includes(kind) || (kind === 'number' && (types.includes('integer') || types.includes('string')));

function propFinding(
  site: ExpressionSite,
  value: AbstractValue,
  widget: string,
  prop: string,
  schema: Record<string, unknown>,
): Finding[] {
  const takes = propTakes(schema);
  const kinds = kindsOf(value);
  if (!takes || !kinds?.size) return [];
  const where = `${widget}'s ${prop}`;
  if (takes.values) {
    // Only values known one by one are judged: any text might be one of the listed values.
    const outside = value.values.filter((v) => !isMissing(v) && !takes.values!.includes(v));
    if (!outside.length) return [];
    const listed = takes.values.map((v) => JSON.stringify(v)).join(', ');
    // Placed at the value the operator wrote in the expression (`'danger'`), where it is written there.
    const written =
      typeof outside[0] === 'string'
        ? [`'${outside[0]}'`, `"${outside[0]}"`].map((q) => site.text.indexOf(q)).find((at) => at >= 0)
        : undefined;
    return [
      {
        code: 'prop-kind',
        pointer: site.pointer,
        exprOffset: written ?? exprStart(site.text),
        expected: `one of ${listed} for ${where}`,
        found: `${site.text}, which can give ${outside.map((v) => JSON.stringify(v)).join(', ')}`,
        hint: `give ${where} one of ${listed}`,
      },
    ];
  }
  const types = takes.types!;
  const wrong = [...kinds].filter((kind) => !takesKind(types, kind));
  if (!wrong.length) return [];
  const wanted = types.map((type) => KIND_WORDS[type] ?? type).join(' or ');
  return [
    {
      code: 'prop-kind',
      pointer: site.pointer,
      exprOffset: exprStart(site.text),
      expected: `${wanted} for ${where}`,
      found: `${describeValue(value)} (${site.text})`,
      hint: `bind a value that is ${wanted}`,
    },
  ];
}

const WHOLE_KEY = /^\{\{\s*state\.([A-Za-z_$][\w$]*)\s*\}\}$/;

/**
 * A `set` of a whole state key the page's `state` gives a number, true or false, a list or an object, with a value
 * that is never of that kind (a list into a count). A key that starts empty (null, "") says nothing of its kind, and
 * a number where text is kept is the digits of it: neither is judged.
 */
function setFindings(
  page: unknown,
  expressions: readonly ExpressionSite[],
  valueOf: (site: ExpressionSite) => AbstractValue | undefined,
): Finding[] {
  const state = isPlainObject(page) && isPlainObject(page.state) ? page.state : {};
  const at = new Map(expressions.map((site) => [site.pointer, site]));
  return expressions.flatMap((target): Finding[] => {
    const key = target.writes && target.pointer.endsWith('/path') ? WHOLE_KEY.exec(target.text)?.[1] : undefined;
    const initial = key === undefined ? undefined : state[key];
    if (initial === undefined || initial === null || initial === '') return [];
    const site = at.get(`${target.pointer.slice(0, -'/path'.length)}/value`);
    const value = site && valueOf(site);
    const kinds = value && kindsOf(value);
    const held: Kind = Array.isArray(initial) ? 'array' : (typeof initial as Kind);
    if (!site || !value || !kinds?.size || kinds.has(held) || (held === 'string' && kinds.has('number'))) return [];
    return [
      {
        code: 'set-kind',
        pointer: site.pointer,
        exprOffset: exprStart(site.text),
        expected: `${KIND_WORDS[held]} for state.${key}, which the page's state starts as ${JSON.stringify(initial)}`,
        found: `${describeValue(value)} (${site.text})`,
        hint: `set state.${key} to ${KIND_WORDS[held]}${held === 'number' && kinds.has('array') ? ` (a list's length is len(${site.text.replace(/^\{\{\s*|\s*\}\}$/g, '')}))` : ''}, or keep the list under a key of its own`,
      },
    ];
  });
}

export function checkValueFits(
  page: unknown,
  expressions: readonly ExpressionSite[],
  nodes: readonly NodeSite[],
  valueOf: (site: ExpressionSite) => AbstractValue | undefined,
  widgets: WidgetProps,
): Finding[] {
  const nodeAt = new Map(nodes.map((node) => [node.pointer, node]));
  return [
    ...setFindings(page, expressions, valueOf),
    ...expressions.flatMap((site): Finding[] => {
      const isEach = site.pointer.endsWith('/each');
      const props = /^(.*)\/props\/([^/]+)$/.exec(site.pointer);
      const node = props && nodeAt.get(props[1]);
      const schemas = node && typeof node.node.type === 'string' ? widgets.get(node.node.type) : undefined;
      const schema = props && schemas ? schemas[props[2]] : undefined;
      if (!isEach && !isPlainObject(schema)) return [];
      const value = valueOf(site);
      if (!value) return [];
      if (isEach) return eachFinding(site, value);
      return propFinding(site, value, String(node!.node.type), props![2], schema as Record<string, unknown>);
    }),
  ];
}
