// What each scope root holds on one page, from what the page knows: `data.<as>` from the response schema of the call
// stored under that name (schemas read after the answer reader's coercions, types/schema-types.ts), `query` as text or
// absent, `hash` with the route's own hash sub-routes, `state` from its initial values and every write the page makes,
// `env` from env.schema.json, `device`, a call's `result` and a named call's status from schemas/scope.schema.json,
// `item` from the list its `each` repeats. What the page writes from a value nobody can know (an event, a widget's
// bind, storage, a draft restored) is anything.
import scopeSchema from '../../schemas/scope.schema.json';
import envSchema from '../../schemas/env.schema.json';
import { compile } from '../../expr';
import { treesOf } from '../../expr/tree';
import { dataSources, dataWrites, type EndpointContracts } from '../pages/page-bindings';
import { plainPath } from '../expr/reads';
import { childPointer, isPlainObject } from '../read/json-pointer';
import type { Schema } from './contract';
import { valueOfSchema } from './schema-types';
import { Inference, type RootTypes } from '../expr/infer';
import {
  ANY,
  NUMBER,
  TEXT,
  UNDEFINED,
  finite,
  itemsOf,
  member,
  objectOf,
  union,
  type AbstractValue,
  type Shape,
} from './values';
import type { ActionSite, ExpressionSite, PageSites } from '../pages/page-sites';

const scope = scopeSchema as unknown as Schema & { $defs: Record<string, Schema> };
const part = (name: string) => valueOfSchema(scope.$defs[name], scope);

/** What a page's types are read from besides the page itself. */
export interface ScopeFacts {
  contracts: EndpointContracts;
  /** The hash sub-routes (hashRoutes keys) of each page's routes, for the pages some route uses. */
  hashRoutesByPage?: ReadonlyMap<string, readonly string[]>;
}

/** A value whose objects read `overrides` for some fields (a result's `data`, the hash's `route`). */
function withFields(value: AbstractValue, overrides: Readonly<Record<string, AbstractValue>>): AbstractValue {
  const wrap = (shape: Shape): Shape => ({
    field: (name) => (Object.hasOwn(overrides, name) ? overrides[name] : shape.field(name)),
    anyField: () => ANY,
    names: () => shape.names(),
  });
  return { ...value, objects: value.objects?.map(wrap) };
}

/** A value in which the page's own writes (`set` into data.loan.cardNeedPop) read as anything. */
function overlay(value: AbstractValue, written: readonly string[][]): AbstractValue {
  if (!written.length) return value;
  if (written.some((path) => path.length === 0)) return ANY;
  const below = (name: string) => written.filter((path) => path[0] === name).map((path) => path.slice(1));
  const wrap = (shape: Shape): Shape => ({
    field: (name) => overlay(shape.field(name), below(name)),
    anyField: () => ANY,
    names: () => shape.names(),
  });
  return { ...value, objects: value.objects?.map(wrap) };
}

/** One write into state: its path (null for a computed step) and what it writes, read when first needed. */
interface Write {
  steps: ReadonlyArray<string | null>;
  value: () => AbstractValue;
}

function stateAt(writes: readonly Write[], path: readonly string[]): AbstractValue {
  const parts: AbstractValue[] = [];
  let deeper = false;
  for (const write of writes) {
    const shared = Math.min(write.steps.length, path.length);
    if (!write.steps.slice(0, shared).every((step, i) => step === null || step === path[i])) continue;
    if (write.steps.length > path.length) deeper = true;
    else parts.push(path.slice(write.steps.length).reduce<AbstractValue>(member, write.value()));
  }
  if (deeper) parts.push(objectOf(stateShape(writes, path)));
  // A key nothing writes is state-unset's to report: its value is not guessed.
  return parts.length ? union(...parts) : ANY;
}

function stateShape(writes: readonly Write[], path: readonly string[]): Shape {
  return {
    field: (name) => stateAt(writes, [...path, name]),
    anyField: () => ANY,
    names: () => [
      ...new Set(
        writes.flatMap((write) => {
          const next = write.steps[path.length];
          return write.steps.length > path.length && typeof next === 'string' ? [next] : [];
        }),
      ),
    ],
  };
}

/** A value read once; read again while it is being read (a write that reads what it writes), it is anything. */
function once(read: () => AbstractValue): () => AbstractValue {
  let value: AbstractValue | undefined;
  return () => {
    if (value) return value;
    value = ANY;
    return (value = read());
  };
}

const hasBinding = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes('{{')
    : Array.isArray(value)
      ? value.some(hasBinding)
      : isPlainObject(value) && Object.values(value).some(hasBinding);

export interface PageScopeTypes {
  /** The roots' values at one place of the page (its `each` lists and the call `result` is known to hold). */
  rootsAt(place: Pick<ExpressionSite, 'eachChain' | 'resultOf'>): RootTypes;
}

export function pageScopeTypes(page: unknown, sites: PageSites, facts: ScopeFacts, pageName?: string): PageScopeTypes {
  const document = isPlainObject(page) ? page : {};
  const sources = dataSources(sites.actions, facts.contracts);
  const dataWritten = dataWrites(sites.expressions).map((path) => path.split('.').slice(1));
  const dataShape: Shape = {
    field: (name) => {
      const source = sources.get(name);
      if (!source) return ANY;
      const written = dataWritten.filter((path) => path[0] === name).map((path) => path.slice(1));
      // Absent until the call's answer arrives.
      return { ...overlay(valueOfSchema(source.schema, source.root), written), pending: true };
    },
    anyField: () => ANY,
    names: () => [...sources.keys()],
  };
  const hashRoutes = pageName === undefined ? undefined : facts.hashRoutesByPage?.get(pageName);
  const hash = hashRoutes ? withFields(part('hash'), { route: finite(['', ...hashRoutes]) }) : part('hash');
  const query = objectOf({
    field: () => union(TEXT, UNDEFINED),
    anyField: () => union(TEXT, UNDEFINED),
    names: () => [],
  });
  const env = valueOfSchema(envSchema, envSchema as Schema);

  const expressionAt = new Map(sites.expressions.map((site) => [site.pointer, site]));
  const actionAt = new Map(sites.actions.map((site) => [site.pointer, site]));
  const writes: Write[] = [];
  const state = objectOf(stateShape(writes, []));

  const pageRoots = (name: string): AbstractValue => {
    switch (name) {
      case 'query':
        return query;
      case 'hash':
        return hash;
      case 'device':
        return part('device');
      case 'env':
        return env;
      case 'data':
        return objectOf(dataShape);
      case 'state':
        return state;
      case 'index':
        return NUMBER;
      default:
        return ANY;
    }
  };

  const items = new Map<string, AbstractValue>();
  const itemOf = (chain: readonly string[]): AbstractValue => {
    if (!chain.length) return ANY;
    const key = chain.join('\u0000');
    let item = items.get(key);
    if (!item) {
      items.set(key, ANY); // a list whose items are read while it is being read (state.list of state.list) is anything
      const outer = itemOf(chain.slice(0, -1));
      const compiled = compile(chain[chain.length - 1]);
      const [tree] = 'message' in compiled || compiled.kind !== 'binding' ? [] : treesOf(compiled);
      const roots: RootTypes = (name) => (name === 'item' ? outer : pageRoots(name));
      item = tree ? itemsOf(new Inference(roots, false).value(tree)) : ANY;
      items.set(key, item);
    }
    return item;
  };

  const resultOf = (endpoint: string | undefined): AbstractValue => {
    const response = endpoint === undefined ? undefined : facts.contracts.get(endpoint)?.response;
    if (!isPlainObject(response)) return ANY;
    return withFields(part('callOutcome'), {
      data: union(valueOfSchema(response, response), finite([null, undefined])),
    });
  };

  const rootsAt = ({ eachChain, resultOf: endpoint }: Pick<ExpressionSite, 'eachChain' | 'resultOf'>): RootTypes => {
    let item: AbstractValue | undefined;
    let result: AbstractValue | undefined;
    return (name) => {
      if (name === 'item') return (item ??= itemOf(eachChain));
      if (name === 'result') return (result ??= resultOf(endpoint));
      return pageRoots(name);
    };
  };

  // What a write puts in state is read in the scope of its own place; a write that reads what it writes, directly or
  // through other writes, reads it as anything there (once()).
  const writtenBy = (site: ExpressionSite, action: ActionSite | undefined): (() => AbstractValue) => {
    const member = site.pointer.slice(site.pointer.lastIndexOf('/') + 1);
    if (action?.action.do === 'geolocate' && member === 'into') return () => part('geoOutcome');
    if (action?.action.do !== 'set') return () => ANY;
    const value = action.action.value;
    if (!hasBinding(value)) return () => finite([value]);
    const valueSite = expressionAt.get(childPointer(action.pointer, 'value'));
    if (typeof value !== 'string' || !valueSite) return () => ANY;
    return () => {
      const compiled = compile(value);
      if ('message' in compiled) return ANY;
      if (compiled.kind !== 'binding') return compiled.kind === 'template' ? TEXT : ANY;
      return new Inference(rootsAt(valueSite), false).value(treesOf(compiled)[0]);
    };
  };

  for (const [key, value] of Object.entries(isPlainObject(document.state) ? document.state : {}))
    writes.push({ steps: [key], value: () => finite([value]) });
  writes.push({ steps: ['route'], value: () => part('routeState') });
  for (const { action } of sites.actions)
    if (action.do === 'call' && typeof action.as === 'string')
      writes.push({ steps: ['calls', action.as], value: () => union(part('callStatus'), UNDEFINED) });
  const persisted =
    isPlainObject(document.persist) && Array.isArray(document.persist.paths) ? document.persist.paths : [];
  for (const path of persisted) if (typeof path === 'string') writes.push({ steps: [path], value: () => ANY });
  for (const site of sites.expressions) {
    if (!site.writes) continue;
    const target = plainPath(site.text);
    if (target?.root !== 'state') continue;
    const action = actionAt.get(site.pointer.slice(0, site.pointer.lastIndexOf('/')));
    writes.push({
      steps: target.steps.map((step) => ('field' in step ? step.field : null)),
      value: once(writtenBy(site, action)),
    });
  }
  return { rootsAt };
}
