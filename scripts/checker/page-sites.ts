// Walks a page definition once and lists the places the schema cannot judge: every expression with the
// scope names available at that spot, and every by-name reference to a dialog, chain, endpoint and so on.
import { childPointer, isPlainObject } from './json-pointer';

/** Always in scope. */
export const PAGE_SCOPE = ['query', 'hash', 'device', 'env', 'data', 'state'] as const;
/** In scope inside a node or rule with `each`. */
export const LIST_SCOPE = ['item', 'index'] as const;
/** In scope inside action chains. */
export const CHAIN_SCOPE = ['event', 'result'] as const;

export interface ExpressionSite { pointer: string; text: string; scope: ReadonlySet<string> }
export type ReferenceKind = 'endpoint' | 'dialog' | 'route' | 'chain' | 'validation';
export interface ReferenceSite { pointer: string; kind: ReferenceKind; name: string }
export interface PageSites { expressions: ExpressionSite[]; references: ReferenceSite[] }

/** Which member of an action names what (e.g. a `call` action's `endpoint`). */
const REFERENCES_BY_ACTION: Record<string, { member: string; kind: ReferenceKind }> = {
  call: { member: 'endpoint', kind: 'endpoint' },
  openDialog: { member: 'dialog', kind: 'dialog' },
  closeDialog: { member: 'dialog', kind: 'dialog' },
  navigate: { member: 'route', kind: 'route' },
  run: { member: 'chain', kind: 'chain' },
  validate: { member: 'form', kind: 'validation' },
};
/** Action members that hold nested chains. */
const NESTED_CHAINS = new Set(['onSuccess', 'onFailure', 'then', 'else']);

type Scope = ReadonlySet<string>;
const widen = (scope: Scope, names: readonly string[]): Scope => new Set([...scope, ...names]);
const entriesOf = (value: unknown): Array<[string, unknown]> =>
  Array.isArray(value) ? value.map((item, index) => [String(index), item]) : isPlainObject(value) ? Object.entries(value) : [];

export function collectPageSites(page: unknown, isExpression: (text: string) => boolean): PageSites {
  const sites: PageSites = { expressions: [], references: [] };

  const strings = (value: unknown, pointer: string, scope: Scope): void => {
    if (typeof value === 'string') {
      if (isExpression(value)) sites.expressions.push({ pointer, text: value, scope });
    } else for (const [key, child] of entriesOf(value)) strings(child, childPointer(pointer, key), scope);
  };

  const chain = (actions: unknown, pointer: string, scope: Scope): void => {
    const inChain = widen(scope, CHAIN_SCOPE);
    for (const [index, item] of entriesOf(actions)) action(item, childPointer(pointer, index), inChain);
  };

  const action = (item: unknown, pointer: string, scope: Scope): void => {
    if (!isPlainObject(item)) return;
    const reference = typeof item.do === 'string' ? REFERENCES_BY_ACTION[item.do] : undefined;
    const named = reference ? item[reference.member] : undefined;
    if (reference && typeof named === 'string') {
      sites.references.push({ pointer: childPointer(pointer, reference.member), kind: reference.kind, name: named });
    }
    for (const [key, value] of Object.entries(item)) {
      if (NESTED_CHAINS.has(key)) chain(value, childPointer(pointer, key), scope);
      else strings(value, childPointer(pointer, key), scope);
    }
  };

  // `each` itself is read outside the list; everything else of the node (and its subtree) sees item/index.
  const node = (item: unknown, pointer: string, scope: Scope): void => {
    if (!isPlainObject(item)) return;
    const inner = 'each' in item ? widen(scope, LIST_SCOPE) : scope;
    for (const [key, value] of Object.entries(item)) {
      const at = childPointer(pointer, key);
      if (key === 'each') strings(value, at, scope);
      else if (key === 'children') nodes(value, at, inner);
      else if (key === 'on') for (const [event, actions] of entriesOf(value)) chain(actions, childPointer(at, event), inner);
      else strings(value, at, inner);
    }
  };
  const nodes = (list: unknown, pointer: string, scope: Scope): void => {
    for (const [index, item] of entriesOf(list)) node(item, childPointer(pointer, index), scope);
  };

  const rule = (item: unknown, pointer: string, scope: Scope): void => {
    if (!isPlainObject(item)) return;
    const inner = 'each' in item ? widen(scope, LIST_SCOPE) : scope;
    for (const [key, value] of Object.entries(item)) strings(value, childPointer(pointer, key), key === 'each' ? scope : inner);
  };

  /** A timer, region or dialog: a timer's `actions` and a dialog's `onClose` are chains, `children` are nodes. */
  const container = (item: unknown, pointer: string, scope: Scope): void => {
    for (const [key, value] of entriesOf(item)) {
      const at = childPointer(pointer, key);
      if (key === 'actions' || key === 'onClose') chain(value, at, scope);
      else if (key === 'children') nodes(value, at, scope);
      else strings(value, at, scope);
    }
  };

  const base: Scope = new Set(PAGE_SCOPE);
  for (const [key, value] of entriesOf(page)) {
    const at = childPointer('', key);
    if (key === 'onLoad') chain(value, at, base);
    else if (key === 'chains') for (const [name, actions] of entriesOf(value)) chain(actions, childPointer(at, name), base);
    else if (key === 'validations') {
      for (const [group, rules] of entriesOf(value)) {
        for (const [index, item] of entriesOf(rules)) rule(item, childPointer(childPointer(at, group), index), base);
      }
    } else if (key === 'timers' || key === 'regions' || key === 'dialogs') {
      for (const [name, item] of entriesOf(value)) container(item, childPointer(at, name), base);
    } else strings(value, at, base);
  }
  return sites;
}
