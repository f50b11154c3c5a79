// Completion from the page schema, read off the JSON syntax tree: member names of the object being written and the
// allowed values (widget types, action names, enums) of the value being written. The widget type or action beside the
// cursor picks the branch (node.schema's if/then per type, actions' oneOf per "do"), so props and actions fit.
import { unescapeSegment } from '../../checker/read/json-pointer';
import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import type { SyntaxNode } from '@lezer/common';

type Schema = Record<string, unknown>;
const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function textOf(state: EditorState, node: SyntaxNode): string | undefined {
  try {
    const value: unknown = JSON.parse(state.doc.sliceString(node.from, node.to));
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The string members of an object node (e.g. its "type" or "do"), which choose the schema's branch. */
function siblingsOf(state: EditorState, object: SyntaxNode | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (let p = object?.firstChild ?? null; p; p = p.nextSibling) {
    if (p.name !== 'Property') continue;
    const key = p.getChild('PropertyName');
    const value = p.lastChild;
    const name = key && textOf(state, key);
    const text = value && value.name === 'String' ? textOf(state, value) : undefined;
    if (name && text !== undefined) out[name] = text;
  }
  return out;
}

/** Steps from the document's root to `node`: a member name, or an array item (with its object node, if any). */
export function pathTo(
  state: EditorState,
  node: SyntaxNode,
): Array<{ key: string | number; object: SyntaxNode | null }> {
  const steps: Array<{ key: string | number; object: SyntaxNode | null }> = [];
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (parent.name === 'Property' && child.name !== 'PropertyName') {
      const key = parent.getChild('PropertyName');
      steps.unshift({ key: (key && textOf(state, key)) ?? '', object: child.name === 'Object' ? child : null });
    } else if (parent.name === 'Array' && child.name !== '[' && child.name !== ']' && child.name !== ',') {
      let index = 0;
      for (let s = child.prevSibling; s; s = s.prevSibling) if (!['[', ',', '⚠'].includes(s.name)) index++;
      steps.unshift({ key: index, object: child.name === 'Object' ? child : null });
    }
  }
  return steps;
}

function makeResolver(root: Schema) {
  const deref = (schema: unknown): Schema => {
    let current = schema;
    for (let guard = 0; isSchema(current) && typeof current.$ref === 'string' && guard < 20; guard++) {
      const path = current.$ref.replace(/^#\/?/, '').split('/').filter(Boolean);
      current = path.reduce<unknown>((at, part) => (isSchema(at) ? at[unescapeSegment(part)] : undefined), root);
    }
    return isSchema(current) ? current : {};
  };
  /** The schema and the branches that apply to an object with these string members. */
  const branches = (schema: unknown, siblings: Record<string, string>): Schema[] => {
    const s = deref(schema);
    const out = [s];
    // A place where a fragment may stand instead (`if` it has "use" `then` a use `else` the usual value).
    if (isSchema(s.if) && Array.isArray(s.if.required) && s.else !== undefined) {
      // Until the object says which it is, both are offered: a fragment may stand wherever its body belongs.
      const isUse = s.if.required.every((key) => typeof key === 'string' && key in siblings);
      const decided = isUse || Object.keys(siblings).length > 0;
      if (isUse || !decided) out.push(...branches(s.then, siblings));
      if (!isUse) out.push(...branches(s.else, siblings));
    }
    for (const part of Array.isArray(s.allOf) ? s.allOf : []) {
      const partSchema = deref(part);
      const condition = isSchema(partSchema.if) && isSchema(partSchema.if.properties) ? partSchema.if.properties : null;
      if (!condition) out.push(...branches(partSchema, siblings));
      else if (Object.entries(condition).every(([k, v]) => isSchema(v) && v.const === siblings[k]))
        out.push(...branches(partSchema.then, siblings));
    }
    for (const key of ['oneOf', 'anyOf'] as const) {
      const options = (Array.isArray(s[key]) ? s[key] : []).map(deref);
      const chosen = options.filter(
        (o) =>
          isSchema(o.properties) &&
          Object.entries(o.properties).some(
            ([k, v]) => isSchema(v) && v.const !== undefined && v.const === siblings[k],
          ),
      );
      for (const option of chosen.length ? chosen : options) out.push(...branches(option, siblings));
    }
    return out;
  };
  const member = (schemas: Schema[], key: string | number): Schema[] =>
    schemas.flatMap((s) => {
      if (typeof key === 'number') return s.items !== undefined ? [deref(s.items)] : [];
      const props = isSchema(s.properties) ? s.properties : {};
      if (props[key] !== undefined) return [deref(props[key])];
      return isSchema(s.additionalProperties) ? [deref(s.additionalProperties)] : [];
    });
  return { branches, member };
}

export function schemaCompletion(getSchema: () => Schema) {
  return (context: CompletionContext): CompletionResult | null => {
    const { state, pos } = context;
    // The tree is parsed lazily: a far position may not be parsed yet when completion is asked for.
    const node = (ensureSyntaxTree(state, pos, 200) ?? syntaxTree(state)).resolveInner(pos, -1);
    const inString = node.name === 'String' || node.name === 'PropertyName';
    if (!inString && !context.explicit) return null;
    const { branches, member } = makeResolver(getSchema());
    const isKey =
      node.name === 'PropertyName' ||
      (node.name === 'String' && node.parent?.name === 'Object') ||
      node.name === 'Object';
    const object = node.name === 'Object' ? node : node.parent?.name === 'Property' ? node.parent.parent : node.parent;
    const steps = pathTo(state, isKey ? (object ?? node) : node);
    let schemas = [getSchema()];
    for (const step of steps)
      schemas = member(
        schemas.flatMap((s) => branches(s, {})),
        step.key,
      ).flatMap((s) => branches(s, siblingsOf(state, step.object)));
    const from = inString ? node.from : pos;
    const to = inString ? node.to : pos;
    const quote = (text: string) => JSON.stringify(text);
    if (isKey) {
      const here = branches(schemas[0] ?? {}, siblingsOf(state, object ?? null)).concat(schemas.slice(1));
      const names = new Map<string, string | undefined>();
      for (const s of here)
        if (isSchema(s.properties))
          for (const [k, v] of Object.entries(s.properties))
            if (!names.has(k) && k !== '$schema')
              names.set(k, isSchema(v) && typeof v.description === 'string' ? v.description : undefined);
      if (!names.size) return null;
      return {
        from,
        to,
        options: [...names].map(([label, info]) => ({
          label: quote(label),
          displayLabel: label,
          type: 'property',
          info,
        })),
      };
    }
    const values = new Set<string>();
    for (const s of schemas.flatMap((x) => branches(x, {}))) {
      if (typeof s.const === 'string') values.add(s.const);
      if (Array.isArray(s.enum)) for (const v of s.enum) if (typeof v === 'string') values.add(v);
    }
    if (!values.size) return null;
    return { from, to, options: [...values].map((v) => ({ label: quote(v), displayLabel: v, type: 'enum' })) };
  };
}
