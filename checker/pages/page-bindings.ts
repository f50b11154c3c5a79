// Bindings against the API contract: `data.<name>.<path>` against the response schema of the endpoint
// stored as <name>, `item.<path>` against the item schema of the list an `each` repeats, and
// `result.<path>` against the call result after a call. Where the schema allows any field, or the source
// of a value is not certain (a `set` of a computed value, an `each` over a filtered list), nothing is said.
import scopeSchema from '../../schemas/scope.schema.json';
import { isPlainObject } from '../read/json-pointer';
import { itemsOf, lookupPath, possessive, saysNothing, type Lookup, type Schema, type Step } from '../types/contract';
import { didYouMean, nameFixIn, nearest } from '../suggest';
import { pathReads, plainPath, stepText, type PathRead } from '../expr/reads';
import type { ActionSite, ExpressionSite } from './page-sites';
import type { Finding } from '../problem';
import type { ProblemCode } from '../codes';

export type EndpointContracts = ReadonlyMap<string, { request?: unknown; response?: unknown }>;

/** What a value is known to be: a place in an endpoint's response schema. */
interface Source {
  endpoint: string;
  schema: Schema;
  root: Schema;
  path: string;
}

/**
 * The fields of the object every call action leaves in `result`: read from schemas/scope.schema.json's callOutcome,
 * the one description the run time's type (CallOutcome, renderer/core/actions/call.ts) is generated from.
 */
export const RESULT_FIELDS: readonly string[] = Object.keys(scopeSchema.$defs.callOutcome.properties);

function responseOf(endpoint: string, contracts: EndpointContracts): Source | undefined {
  const response = contracts.get(endpoint)?.response;
  return isPlainObject(response) ? { endpoint, schema: response, root: response, path: '' } : undefined;
}

/** data names whose source is one endpoint for certain: every `as` and every `set` of data.<name> agree. */
export function dataSources(
  actions: readonly ActionSite[],
  contracts: EndpointContracts,
): Map<string, Source | undefined> {
  const sources = new Map<string, Source | undefined>();
  const agree = (name: string, source: Source | undefined) => {
    const before = sources.get(name);
    sources.set(
      name,
      sources.has(name) && (before?.endpoint !== source?.endpoint || before?.path !== source?.path)
        ? undefined
        : source,
    );
  };
  const sets: Array<[string, unknown]> = [];
  for (const { action } of actions) {
    if (action.do === 'call' && typeof action.as === 'string' && typeof action.endpoint === 'string')
      agree(action.as, responseOf(action.endpoint, contracts));
    if (action.do === 'set' && typeof action.path === 'string') {
      const target = plainPath(action.path);
      if (target?.root === 'data' && target.steps.length === 1 && 'field' in target.steps[0])
        sets.push([target.steps[0].field, action.value]);
    }
  }
  // A set of data.<name> keeps the name's contract only when it copies another data path of known source.
  for (const [name, value] of sets) {
    const read = typeof value === 'string' ? plainPath(value) : undefined;
    const from =
      read?.root === 'data' && read.steps[0] && 'field' in read.steps[0] ? sources.get(read.steps[0].field) : undefined;
    const lookup = from && read ? lookupPath(from.schema, read.steps.slice(1), from.root) : undefined;
    agree(
      name,
      from && read && lookup?.kind === 'schema'
        ? { ...from, schema: lookup.schema, path: from.path + stepText(read.steps.slice(1)) }
        : undefined,
    );
  }
  return sources;
}

interface Context {
  data: Map<string, Source | undefined>;
  contracts: EndpointContracts;
  silentEndpoints: Set<string>;
  pageWrites: string[];
}

/** data paths the page writes itself (`set` into data.loan.cardNeedPop): reads at or below them are the page's own. */
export function dataWrites(expressions: readonly ExpressionSite[]): string[] {
  return expressions.flatMap((site) => {
    const path = site.writes ? plainPath(site.text) : undefined;
    return path?.root === 'data' && path.steps.length > 1 && path.steps.every((step) => 'field' in step)
      ? [`data${stepText(path.steps)}`]
      : [];
  });
}

/** The item source of the innermost `each` around a site, when every `each` on the way is a plain path. */
function itemSource(eachChain: readonly string[], context: Context): Source | undefined {
  let item: Source | undefined;
  for (const text of eachChain) {
    const read = plainPath(text);
    const base = read ? baseOf(read, item, undefined, context) : undefined;
    if (!read || !base) return undefined;
    const lookup = lookupPath(base.source.schema, read.steps.slice(base.skip), base.source.root);
    const items = itemsOf(lookup, base.source.root);
    item = items
      ? { ...base.source, schema: items, path: `${base.source.path}${stepText(read.steps.slice(base.skip))}[]` }
      : undefined;
  }
  return item;
}

/** Where a read starts in the contract, and how many of its steps that start already accounts for. */
function baseOf(
  read: PathRead,
  item: Source | undefined,
  resultOf: string | undefined,
  context: Context,
): { source: Source; skip: number; noun: string } | undefined {
  const first = read.steps[0];
  if (read.root === 'data' && first && 'field' in first) {
    const source = context.data.get(first.field);
    return source && { source, skip: 1, noun: `a field of ${possessive(source.endpoint)} response` };
  }
  if (read.root === 'item' && item)
    return { source: item, skip: 0, noun: `a field of an item of ${possessive(item.endpoint)} response` };
  if (read.root === 'result' && resultOf && first && 'field' in first && first.field === 'data') {
    const source = responseOf(resultOf, context.contracts);
    return source && { source, skip: 1, noun: `a field of ${possessive(resultOf)} response` };
  }
  return undefined;
}

const CODES: Record<string, ProblemCode> = { data: 'data-field', item: 'item-field', result: 'result-field' };

function unknownField(
  site: ExpressionSite,
  read: PathRead,
  lookup: Extract<Lookup, { kind: 'unknown-field' }>,
  skip: number,
  noun: string,
  base: Source,
): Finding {
  const inside = base.path + stepText(read.steps.slice(skip, skip + lookup.at));
  const suggestions = nearest(lookup.field, lookup.known);
  const listed = suggestions.length ? ` such as ${suggestions.join(', ')}` : ' (it lists none)';
  const hint = didYouMean(lookup.field, lookup.known);
  const at = read.steps[skip + lookup.at]?.at;
  return {
    ...(hint ? { hint } : {}),
    ...(at !== undefined ? { exprOffset: at } : {}),
    code: CODES[read.root],
    pointer: site.pointer,
    expected: `${noun}${inside ? ` at ${inside.replace(/^\./, '')}` : ''}${listed}`,
    found: `${lookup.field} (${read.root}${stepText(read.steps)} in ${JSON.stringify(site.text)})`,
    ...nameFixIn(site.text, at, lookup.field, hint),
  };
}

function checkRead(site: ExpressionSite, read: PathRead, item: Source | undefined, context: Context): Finding[] {
  if (
    read.root === 'result' &&
    site.resultOf &&
    read.steps[0] &&
    'field' in read.steps[0] &&
    !RESULT_FIELDS.includes(read.steps[0].field)
  ) {
    const field = read.steps[0].field;
    const hint = didYouMean(field, RESULT_FIELDS);
    const at = read.steps[0].at;
    return [
      {
        ...(at !== undefined ? { exprOffset: at } : {}),
        code: 'result-field',
        pointer: site.pointer,
        expected: `a field of a call result such as ${nearest(field, RESULT_FIELDS).join(', ')}`,
        found: `${field} (result${stepText(read.steps)} in ${JSON.stringify(site.text)})`,
        ...(hint ? { hint } : {}),
        ...nameFixIn(site.text, at, field, hint),
      },
    ];
  }
  const base = baseOf(read, item, site.resultOf, context);
  if (!base || read.steps.length <= base.skip) return [];
  const text = `${read.root}${stepText(read.steps)}`;
  if (
    read.root === 'data' &&
    context.pageWrites.some(
      (written) => text === written || text.startsWith(`${written}.`) || text.startsWith(`${written}[`),
    )
  )
    return [];
  if (saysNothing(base.source.schema) && base.source.path === '') {
    if (context.silentEndpoints.has(base.source.endpoint)) return [];
    context.silentEndpoints.add(base.source.endpoint);
    return [
      {
        code: 'response-schema-missing',
        pointer: site.pointer,
        expected: `a response schema for endpoint "${base.source.endpoint}" in api/endpoint-schemas.json, so reads of its data can be checked`,
        found: 'a schema that describes nothing',
      },
    ];
  }
  const lookup = lookupPath(base.source.schema, read.steps.slice(base.skip) as Step[], base.source.root);
  return lookup.kind === 'unknown-field' ? [unknownField(site, read, lookup, base.skip, base.noun, base.source)] : [];
}

export function checkBindings(
  actions: readonly ActionSite[],
  expressions: readonly ExpressionSite[],
  contracts: EndpointContracts,
): Finding[] {
  const context: Context = {
    data: dataSources(actions, contracts),
    contracts,
    silentEndpoints: new Set(),
    pageWrites: dataWrites(expressions),
  };
  return expressions.flatMap((site) => {
    const reads = pathReads(site.text);
    if (!reads.length) return [];
    const item =
      site.eachChain.length && reads.some((read) => read.root === 'item')
        ? itemSource(site.eachChain, context)
        : undefined;
    const findings = reads.flatMap((read) => checkRead(site, read, item, context));
    return findings.filter((finding, index) => findings.findIndex((other) => other.found === finding.found) === index);
  });
}

/** What a whole-value binding that is a plain path (`{{ data.loan.amount }}`, `{{ item.name }}`) holds by the contract. */
export type BoundSchema = { schema: Schema; root: Schema; endpoint: string; path: string };

export function boundSchemas(
  actions: readonly ActionSite[],
  expressions: readonly ExpressionSite[],
  contracts: EndpointContracts,
) {
  const context: Context = {
    data: dataSources(actions, contracts),
    contracts,
    silentEndpoints: new Set(),
    pageWrites: dataWrites(expressions),
  };
  return (text: string, eachChain: readonly string[]): BoundSchema | undefined => {
    const read = plainPath(text);
    if (!read || (read.root !== 'data' && read.root !== 'item')) return undefined;
    const written = `${read.root}${stepText(read.steps)}`;
    if (
      context.pageWrites.some(
        (path) => written === path || written.startsWith(`${path}.`) || written.startsWith(`${path}[`),
      )
    )
      return undefined;
    const item = read.root === 'item' ? itemSource(eachChain, context) : undefined;
    const base = baseOf(read, item, undefined, context);
    if (!base) return undefined;
    const lookup = lookupPath(base.source.schema, read.steps.slice(base.skip), base.source.root);
    return lookup.kind === 'schema'
      ? {
          schema: lookup.schema,
          root: base.source.root,
          endpoint: base.source.endpoint,
          path: base.source.path + stepText(read.steps.slice(base.skip)),
        }
      : undefined;
  };
}
