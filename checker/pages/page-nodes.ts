// Checks over a page's widget nodes: an `id` used by two nodes that can show together (tests and the lab find a
// node by it; nodes whose `visible` conditions exclude each other are alternatives, so they pass), and a
// value of the wrong kind bound into a prop, when both the endpoint's response schema and the widget's schema
// say what they hold. Text props show numbers as written (widgets' asText), so only a list or an object
// bound where text or a number goes, or a single value where a list goes, is reported.
import { kindsOf, possessive } from '../types/contract';
import { childPointer, isPlainObject } from '../read/json-pointer';
import { boundSchemas, type EndpointContracts } from './page-bindings';
import type { ActionSite, ExpressionSite, NodeSite } from './page-sites';
import type { Finding } from '../problem';

/** Each widget type's prop schemas (the `properties` of schemas/widgets/<Type>.schema.json). */
export type WidgetProps = ReadonlyMap<string, Readonly<Record<string, unknown>>>;

/**
 * Two nodes with one id are reported unless they can never show at once: their `visible` conditions contradict each
 * other (`exclusive`, expr/page-types.ts). Nodes under the same conditions always show together.
 */
export function checkDuplicateIds(
  nodes: readonly NodeSite[],
  exclusive: (a: NodeSite, b: NodeSite) => boolean = () => false,
): Finding[] {
  const seen = new Map<string, NodeSite[]>();
  return nodes.flatMap((site): Finding[] => {
    const { pointer, node, guards } = site;
    if (typeof node.id !== 'string' || node.id.includes('{{')) return [];
    const earlier = seen.get(node.id) ?? [];
    seen.set(node.id, [...earlier, site]);
    const same = (other: NodeSite) => other.guards.join('\u0000') === guards.join('\u0000');
    const clash = earlier.find(same) ?? earlier.find((other) => !exclusive(other, site));
    if (!clash) return [];
    return [
      {
        code: 'duplicate-id',
        pointer: childPointer(pointer, 'id'),
        expected: 'an id no other node of the page has, or visible conditions that never hold at the same time',
        found: same(clash)
          ? `${JSON.stringify(node.id)}, already the id of the node at ${clash.pointer}`
          : `${JSON.stringify(node.id)}, already the id of the node at ${clash.pointer}, and both can show at once: nothing in their visible conditions rules the other out`,
        hint: same(clash)
          ? 'give one of the two nodes another id'
          : 'give one of the two nodes another id, or make their visible conditions exclude each other (== and != of one value)',
      },
    ];
  });
}

/** `repay button` → `repayButton`: the words joined as one name. */
const joinedName = (id: string) =>
  id
    .trim()
    .split(/\s+/)
    .map((word, index) => (index ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join('');

/** An id is a name tests, the lab and notes find a node by: no spaces (a {{ binding }} inside is its own business). */
export function checkIdSpelling(nodes: readonly NodeSite[]): Finding[] {
  return nodes.flatMap(({ pointer, node }): Finding[] => {
    if (typeof node.id !== 'string' || !/\s/.test(node.id.replace(/\{\{[\s\S]*?\}\}/g, ''))) return [];
    return [
      {
        code: 'node-id',
        pointer: childPointer(pointer, 'id'),
        expected: 'an id without spaces: letters, digits, - and _ (tests, the lab and notes find the node by it)',
        found: JSON.stringify(node.id),
        hint: `write ${JSON.stringify(joinedName(node.id))}`,
      },
    ];
  });
}

const SCALARS = ['string', 'number', 'boolean'];
const phrase: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

/** Why the contract's kinds cannot fill a prop of this schema type, or undefined when they can. */
function mismatch(propType: unknown, kinds: Set<string>): string | undefined {
  const all = (allowed: string[]) => [...kinds].every((kind) => allowed.includes(kind));
  if ((propType === 'string' || propType === 'number' || propType === 'integer') && all(['array', 'object']))
    return propType === 'string' ? 'text' : 'a number';
  if (propType === 'array' && all(SCALARS)) return 'a list';
  return undefined;
}

export function checkPropKinds(
  actions: readonly ActionSite[],
  nodes: readonly NodeSite[],
  expressions: readonly ExpressionSite[],
  contracts: EndpointContracts,
  widgets: WidgetProps,
): Finding[] {
  if (!widgets.size) return [];
  const bound = boundSchemas(actions, expressions, contracts);
  return nodes.flatMap(({ pointer, node, eachChain }) => {
    const props = typeof node.type === 'string' ? widgets.get(node.type) : undefined;
    if (!props || !isPlainObject(node.props)) return [];
    return Object.entries(node.props).flatMap(([name, value]): Finding[] => {
      const propSchema = props[name];
      if (typeof value !== 'string' || !isPlainObject(propSchema)) return [];
      const source = bound(value, eachChain);
      const kinds = source && kindsOf(source.schema, source.root);
      const wanted = kinds?.size ? mismatch(propSchema.type, kinds) : undefined;
      if (!source || !kinds || !wanted) return [];
      return [
        {
          code: 'prop-kind',
          pointer: childPointer(childPointer(pointer, 'props'), name),
          expected: `${wanted} for ${String(node.type)}'s ${name}`,
          found: `${[...kinds].map((kind) => phrase[kind] ?? kind).join(' or ')} (${possessive(source.endpoint)} response${source.path ? ` at ${source.path.replace(/^\./, '')}` : ''}, bound by ${JSON.stringify(value)})`,
          hint:
            wanted === 'a list'
              ? 'bind the list itself, not one of its values'
              : 'bind one of its fields rather than the whole value',
        },
      ];
    });
  });
}
