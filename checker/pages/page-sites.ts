// Walks a page definition once and lists the places the schema cannot judge: every expression with the
// scope names available at that spot (and what `item` and `result` stand for there), every by-name
// reference to a dialog, chain, endpoint and so on, and every action with the chain that starts it.
import { childPointer, isPlainObject } from '../read/json-pointer';
import { CHAIN_ROOTS, LIST_ROOTS, PAGE_ROOTS } from '../../expr/limits';

export interface ExpressionSite {
  pointer: string;
  text: string;
  scope: ReadonlySet<string>;
  /** The `each` bindings around this spot, outermost first (the last one's item is `item`). */
  eachChain: readonly string[];
  /** The endpoint whose call `result` holds here, when the chain makes that certain. */
  resultOf?: string;
  /** A place that is written (set path, storage into, bind) rather than only read. */
  writes: boolean;
}
export type ReferenceKind = 'endpoint' | 'dialog' | 'route' | 'chain' | 'validation';
export interface ReferenceSite {
  pointer: string;
  kind: ReferenceKind;
  name: string;
}
/** What starts a chain: a widget event, the page's onLoad, a timer, a dialog's close, or a named chain. */
export type Trigger =
  { kind: 'event'; event: string } | { kind: 'onLoad' | 'timer' | 'dialogClose' } | { kind: 'chain'; name: string };
export interface ActionSite {
  pointer: string;
  action: Record<string, unknown>;
  trigger: Trigger;
}
/** A widget node, with the `each` bindings around it (outermost first). */
export interface NodeSite {
  pointer: string;
  node: Record<string, unknown>;
  eachChain: readonly string[];
  /** What must hold for the node to show: the pointers of the `visible` conditions and the dialog around it. */
  guards: readonly string[];
}
export interface PageSites {
  expressions: ExpressionSite[];
  references: ReferenceSite[];
  actions: ActionSite[];
  nodes: NodeSite[];
}

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
const NESTED_CHAINS = new Set(['onSuccess', 'onFailure', 'then', 'else', 'onInvalid']);
/** Action members that name a place written: a set's path, and `into`/`…Into` of any action (storage get, geolocate). */
const writesTo = (action: string, member: string) =>
  (action === 'set' && member === 'path') || member === 'into' || /Into$/.test(member);

interface Where {
  scope: ReadonlySet<string>;
  eachChain: readonly string[];
  resultOf?: string;
  trigger?: Trigger;
  guards: readonly string[];
}
const guardedBy = (where: Where, item: Record<string, unknown>, pointer: string): Where =>
  typeof item.visible === 'string' ? { ...where, guards: [...where.guards, childPointer(pointer, 'visible')] } : where;
const widen = (where: Where, names: readonly string[]): Where => ({
  ...where,
  scope: new Set([...where.scope, ...names]),
});
const entriesOf = (value: unknown): Array<[string, unknown]> =>
  Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : isPlainObject(value)
      ? Object.entries(value)
      : [];

/** Whether a chain (at any depth) contains a call, which would change `result` for what follows. */
function callsInside(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(callsInside);
  if (!isPlainObject(value)) return false;
  return value.do === 'call' || [...NESTED_CHAINS].some((key) => callsInside(value[key]));
}

export function collectPageSites(page: unknown, isExpression: (text: string) => boolean): PageSites {
  const sites: PageSites = { expressions: [], references: [], actions: [], nodes: [] };

  const strings = (value: unknown, pointer: string, where: Where, writes = false): void => {
    if (typeof value === 'string') {
      if (isExpression(value))
        sites.expressions.push({
          pointer,
          text: value,
          scope: where.scope,
          eachChain: where.eachChain,
          resultOf: where.resultOf,
          writes,
        });
    } else for (const [key, child] of entriesOf(value)) strings(child, childPointer(pointer, key), where);
  };

  // `result` is the last call's outcome: known after a call (and in its onSuccess/onFailure), unknown at
  // the start of a chain and after a branch that may have called something else.
  const chain = (actions: unknown, pointer: string, where: Where, trigger: Trigger): void => {
    let current: Where = { ...widen(where, CHAIN_ROOTS), trigger };
    for (const [index, item] of entriesOf(actions)) current = action(item, childPointer(pointer, index), current);
  };

  const action = (item: unknown, pointer: string, where: Where): Where => {
    if (!isPlainObject(item)) return where;
    const trigger = where.trigger as Trigger;
    sites.actions.push({ pointer, action: item, trigger });
    const reference = typeof item.do === 'string' ? REFERENCES_BY_ACTION[item.do] : undefined;
    const named = reference ? item[reference.member] : undefined;
    if (reference && typeof named === 'string') {
      sites.references.push({ pointer: childPointer(pointer, reference.member), kind: reference.kind, name: named });
    }
    const endpoint = item.do === 'call' && typeof item.endpoint === 'string' ? item.endpoint : undefined;
    const after: Where = { ...where, resultOf: endpoint ?? (callsInside(item) ? undefined : where.resultOf) };
    for (const [key, value] of Object.entries(item)) {
      const at = childPointer(pointer, key);
      if (NESTED_CHAINS.has(key)) {
        const inner = endpoint ? after : where;
        let current: Where = inner;
        for (const [index, child] of entriesOf(value)) current = action(child, childPointer(at, index), current);
      } else strings(value, at, where, typeof item.do === 'string' && writesTo(item.do, key));
    }
    return after;
  };

  // `each` itself is read outside the list; everything else of the node (and its subtree) sees item/index.
  const node = (item: unknown, pointer: string, where: Where): void => {
    if (!isPlainObject(item)) return;
    const listed =
      typeof item.each === 'string'
        ? { ...widen(where, LIST_ROOTS), eachChain: [...where.eachChain, item.each] }
        : 'each' in item
          ? widen(where, LIST_ROOTS)
          : where;
    const inner = guardedBy(listed, item, pointer);
    sites.nodes.push({ pointer, node: item, eachChain: inner.eachChain, guards: inner.guards });
    for (const [key, value] of Object.entries(item)) {
      const at = childPointer(pointer, key);
      if (key === 'each') strings(value, at, where);
      else if (key === 'children') nodes(value, at, inner);
      else if (key === 'on')
        for (const [event, actions] of entriesOf(value))
          chain(actions, childPointer(at, event), inner, { kind: 'event', event });
      else strings(value, at, inner, key === 'bind');
    }
  };
  const nodes = (list: unknown, pointer: string, where: Where): void => {
    for (const [index, item] of entriesOf(list)) node(item, childPointer(pointer, index), where);
  };

  const rule = (item: unknown, pointer: string, where: Where): void => {
    if (!isPlainObject(item)) return;
    const inner =
      typeof item.each === 'string'
        ? { ...widen(where, LIST_ROOTS), eachChain: [...where.eachChain, item.each] }
        : 'each' in item
          ? widen(where, LIST_ROOTS)
          : where;
    for (const [key, value] of Object.entries(item))
      strings(value, childPointer(pointer, key), key === 'each' ? where : inner);
  };

  /** A timer, region or dialog: a timer's `actions` and a dialog's `onClose` are chains, `children` are nodes. */
  const container = (item: unknown, pointer: string, outer: Where, isDialog: boolean): void => {
    const where = isPlainObject(item)
      ? guardedBy(isDialog ? { ...outer, guards: [...outer.guards, pointer] } : outer, item, pointer)
      : outer;
    for (const [key, value] of entriesOf(item)) {
      const at = childPointer(pointer, key);
      if (key === 'actions') chain(value, at, where, { kind: 'timer' });
      else if (key === 'onClose') chain(value, at, where, { kind: 'dialogClose' });
      else if (key === 'children') nodes(value, at, where);
      else strings(value, at, where);
    }
  };

  const base: Where = { scope: new Set(PAGE_ROOTS), eachChain: [], guards: [] };
  for (const [key, value] of entriesOf(page)) {
    const at = childPointer('', key);
    if (key === 'onLoad') chain(value, at, base, { kind: 'onLoad' });
    else if (key === 'onBack') chain(value, at, base, { kind: 'event', event: 'back' });
    else if (key === 'notes')
      continue; // prose, never evaluated
    else if (key === 'chains')
      for (const [name, actions] of entriesOf(value))
        chain(actions, childPointer(at, name), base, { kind: 'chain', name });
    else if (key === 'validations') {
      for (const [group, rules] of entriesOf(value)) {
        for (const [index, item] of entriesOf(rules)) rule(item, childPointer(childPointer(at, group), index), base);
      }
    } else if (key === 'timers' || key === 'regions' || key === 'dialogs') {
      for (const [name, item] of entriesOf(value)) container(item, childPointer(at, name), base, key === 'dialogs');
    } else strings(value, at, base);
  }
  return sites;
}
