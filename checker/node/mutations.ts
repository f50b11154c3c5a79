// The mutation corpus: broken copies of the real shipped pages (and of pages.json and the endpoint
// schemas), one mistake each, with the code and pointer the checker must report. Made from what the
// pages really contain, so every kind of mistake is tried at real sites; `tests/unit/checker/mutations`
// checks each one and that every kind is produced.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isBinding } from '../../expr';
import { childPointer, isPlainObject, pointerSegments, valueAt } from '../read/json-pointer';
import { itemsOf, lookupPath, type Schema } from '../types/contract';
import { pathReads, plainPath } from '../expr/reads';
import { collectPageSites, type ActionSite, type ExpressionSite } from '../pages/page-sites';
import { readJsonFile, ENDPOINT_SCHEMAS_FILE, MANIFEST_FILE } from './project-files';
import type { ProblemCode } from '../codes';
import { expandPage, readFragments } from './expanded-pages';

export interface Mutation {
  /** What was changed, for test names: "<file> <code> <pointer>". */
  name: string;
  code: ProblemCode;
  /** The file whose problem is expected, and where in it. */
  file: string;
  pointer: string;
  /** The changed documents, by project-relative path. */
  documents: Record<string, unknown>;
}

type Json = Record<string, unknown>;
const clone = <T>(value: T): T => structuredClone(value);
const WAIT = { do: 'wait', ms: 0 };
/** A few sites of each kind per page are enough; more only repeat the same path through the checker. */
const PER_PAGE = 3;

function setAt(document: unknown, pointer: string, value: unknown): void {
  const parts = pointerSegments(pointer);
  const last = parts.pop() as string;
  const parent = valueAt(document, parts.reduce(childPointer, '')) as Json;
  if (value === undefined) delete parent[last];
  else parent[last] = value;
}

interface Ctx {
  file: string;
  page: Json;
  manifest: Json;
  contracts: Json;
  expressions: ExpressionSite[];
  actions: ActionSite[];
  /** The actions of the page with its fragments expanded: a name also used inside a fragment stays used. */
  expandedActions: ActionSite[];
  out: Mutation[];
}

function add(ctx: Ctx, code: ProblemCode, pointer: string, change: (page: Json) => void, file = ctx.file): void {
  const page = clone(ctx.page);
  change(page);
  ctx.out.push({ name: `${ctx.file} ${code} ${pointer}`, code, file, pointer, documents: { [ctx.file]: page } });
}

/** Replaces the first `<path>` (as a whole word) in the string at pointer. */
function rewrite(page: Json, pointer: string, from: string, to: string): void {
  const text = valueAt(page, pointer) as string;
  const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  setAt(page, pointer, text.replace(new RegExp(`${escaped}(?![A-Za-z0-9_])`), to));
}

const responseOf = (ctx: Ctx, endpoint: string): Schema | undefined => {
  const entry = ctx.contracts[endpoint];
  return isPlainObject(entry) && isPlainObject(entry.response) ? entry.response : undefined;
};
/** data names stored by exactly one endpoint's call. */
function dataEndpoints(ctx: Ctx): Map<string, string> {
  const names = new Map<string, string>();
  for (const { action } of ctx.actions)
    if (action.do === 'call' && typeof action.as === 'string') names.set(action.as, String(action.endpoint));
  return names;
}
const closedFor = (schema: Schema, field: string) =>
  lookupPath(schema, [{ field: `${field}Typo` }]).kind === 'unknown-field';

function bindingMutations(ctx: Ctx): void {
  const endpoints = dataEndpoints(ctx);
  const seen = new Set<string>();
  for (const site of ctx.expressions) {
    for (const read of pathReads(site.text)) {
      const [name, field] = read.steps;
      if (
        read.root === 'data' &&
        name &&
        field &&
        'field' in name &&
        'field' in field &&
        !seen.has(`${name.field}.${field.field}`)
      ) {
        const schema = responseOf(ctx, endpoints.get(name.field) ?? '');
        if (!schema || !closedFor(schema, field.field) || seen.size >= PER_PAGE) continue;
        seen.add(`${name.field}.${field.field}`);
        add(ctx, 'data-field', site.pointer, (page) =>
          rewrite(page, site.pointer, `data.${name.field}.${field.field}`, `data.${name.field}.${field.field}Typo`),
        );
      }
    }
  }
  let items = 0;
  for (const site of ctx.expressions) {
    const each = site.eachChain.length === 1 ? plainPath(site.eachChain[0]) : undefined;
    const first = each?.steps[0];
    const schema =
      each?.root === 'data' && first && 'field' in first
        ? responseOf(ctx, endpoints.get(first.field) ?? '')
        : undefined;
    const item = schema && each ? itemsOf(lookupPath(schema, each.steps.slice(1)), schema) : undefined;
    const read = pathReads(site.text).find((r) => r.root === 'item' && r.steps[0] && 'field' in r.steps[0]);
    if (!item || !read || items >= PER_PAGE || site.writes) continue;
    const field = (read.steps[0] as { field: string }).field;
    if (!closedFor(item, field)) continue;
    items += 1;
    add(ctx, 'item-field', site.pointer, (page) => rewrite(page, site.pointer, `item.${field}`, `item.${field}Typo`));
  }
  let results = 0;
  for (const site of ctx.expressions) {
    const read = pathReads(site.text).find((r) => r.root === 'result' && r.steps[0] && 'field' in r.steps[0]);
    if (!site.resultOf || !read || results >= PER_PAGE) continue;
    results += 1;
    const field = (read.steps[0] as { field: string }).field;
    add(ctx, 'result-field', site.pointer, (page) =>
      rewrite(page, site.pointer, `result.${field}`, `result.${field}Typo`),
    );
  }
}

function callMutations(ctx: Ctx): void {
  const calls = ctx.actions.filter(({ action }) => action.do === 'call' && isPlainObject(action.params ?? {}));
  for (const { action, pointer } of calls.slice(0, PER_PAGE)) {
    const request = (ctx.contracts[String(action.endpoint)] as Json | undefined)?.request as Json | undefined;
    if (!isPlainObject(request)) continue;
    const params = (action.params ?? {}) as Json;
    const properties = (isPlainObject(request.properties) ? request.properties : {}) as Record<string, Json>;
    const required = Array.isArray(request.required)
      ? (request.required as string[]).filter((key) => key in params)
      : [];
    if (required.length)
      add(ctx, 'call-param-missing', childPointer(pointer, 'params'), (page) =>
        setAt(page, childPointer(childPointer(pointer, 'params'), required[0]), undefined),
      );
    if (request.additionalProperties === undefined && Object.keys(properties).length) {
      add(ctx, 'call-param-unknown', childPointer(childPointer(pointer, 'params'), 'bogusParam'), (page) =>
        setAt(page, childPointer(pointer, 'params'), { ...params, bogusParam: '1' }),
      );
    }
    const typed = Object.keys(properties).find(
      (key) => properties[key].type !== undefined && !JSON.stringify(properties[key]).includes('$ref'),
    );
    if (typed) {
      const wrong = properties[typed].type === 'string' ? { not: 'text' } : 'not a number';
      add(ctx, 'call-param-type', childPointer(childPointer(pointer, 'params'), typed), (page) =>
        setAt(page, childPointer(pointer, 'params'), { ...params, [typed]: wrong }),
      );
    }
  }
}

function navigationMutations(ctx: Ctx): void {
  const routes = (ctx.manifest.routes ?? {}) as Record<string, Json>;
  for (const { action, pointer } of ctx.actions) {
    const route = routes[String(action.route)];
    if (action.do !== 'navigate' || !route || route.native !== undefined || !isPlainObject(action.query ?? {}))
      continue;
    const query = (action.query ?? {}) as Json;
    add(ctx, 'navigate-query-unknown', childPointer(childPointer(pointer, 'query'), 'bogusKey'), (page) =>
      setAt(page, childPointer(pointer, 'query'), { ...query, bogusKey: '1' }),
    );
    const [key] = Object.keys(query);
    if (!key) continue;
    // The route is made to require the key, and the navigation leaves it out.
    const manifest = clone(ctx.manifest);
    const target = (manifest.routes as Record<string, Json>)[String(action.route)];
    target.requiredQuery = [...new Set([...((target.requiredQuery as string[] | undefined) ?? []), key])];
    const page = clone(ctx.page);
    setAt(page, childPointer(childPointer(pointer, 'query'), key), undefined);
    ctx.out.push({
      name: `${ctx.file} navigate-query-missing ${pointer}`,
      code: 'navigate-query-missing',
      file: ctx.file,
      pointer: childPointer(pointer, 'query'),
      documents: { [ctx.file]: page, [MANIFEST_FILE]: manifest },
    });
  }
}

function graphMutations(ctx: Ctx): void {
  const uses = [
    { member: 'dialogs', action: 'openDialog', field: 'dialog', code: 'dialog-unopened' },
    { member: 'chains', action: 'run', field: 'chain', code: 'chain-unused' },
    { member: 'validations', action: 'validate', field: 'form', code: 'validation-unused' },
  ] as const;
  for (const { member, action, field, code } of uses) {
    for (const name of Object.keys((ctx.page[member] ?? {}) as Json).slice(0, PER_PAGE)) {
      const users = ctx.actions.filter((site) => site.action.do === action && site.action[field] === name);
      if (
        ctx.expandedActions.filter((site) => site.action.do === action && site.action[field] === name).length !==
        users.length
      )
        continue;
      add(ctx, code, childPointer(`/${member}`, name), (page) =>
        users.forEach((site) => setAt(page, site.pointer, WAIT)),
      );
    }
  }
  for (const name of Object.keys((ctx.page.chains ?? {}) as Json).slice(0, PER_PAGE)) {
    const length = ((ctx.page.chains as Json)[name] as unknown[]).length;
    add(ctx, 'run-cycle', childPointer(childPointer(childPointer('/chains', name), length), 'chain'), (page) =>
      ((page.chains as Json)[name] as unknown[]).push({ do: 'run', chain: name }),
    );
  }
  const keys = new Set<string>();
  for (const site of ctx.expressions) {
    const read = pathReads(site.text).find(
      (r) => r.root === 'state' && r.steps[0] && 'field' in r.steps[0] && r.steps[0].field !== 'calls',
    );
    const key = read && (read.steps[0] as { field: string }).field;
    if (!key || site.writes || keys.has(key) || keys.size >= PER_PAGE) continue;
    keys.add(key);
    add(ctx, 'state-unset', site.pointer, (page) => rewrite(page, site.pointer, `state.${key}`, `state.${key}Typo`));
  }
  const statusRead = ctx.expressions.find((site) =>
    pathReads(site.text).some(
      (r) =>
        r.root === 'state' &&
        r.steps.length > 1 &&
        'field' in r.steps[0] &&
        r.steps[0].field === 'calls' &&
        'field' in r.steps[1],
    ),
  );
  if (statusRead)
    add(ctx, 'call-status-name', statusRead.pointer, (page) =>
      setAt(
        page,
        statusRead.pointer,
        (valueAt(page, statusRead.pointer) as string).replace('state.calls.', 'state.calls.typo'),
      ),
    );
  const onLoad = Array.isArray(ctx.page.onLoad) ? ctx.page.onLoad.length : 0;
  add(ctx, 'state-unread', `/onLoad/${onLoad}/path`, (page) => {
    page.onLoad = [
      ...((page.onLoad as unknown[] | undefined) ?? []),
      { do: 'set', path: '{{ state.neverRead }}', value: 1 },
    ];
  });
  for (const { action, pointer, trigger } of ctx.actions) {
    if (
      action.do !== 'call' ||
      trigger.kind !== 'event' ||
      trigger.event !== 'tap' ||
      (action.quiet !== true && !action.onFailure)
    )
      continue;
    add(ctx, 'call-no-failure-path', pointer, (page) => {
      setAt(page, childPointer(pointer, 'quiet'), undefined);
      setAt(page, childPointer(pointer, 'onFailure'), undefined);
    });
  }
}

/** Misspelt names: what the checker caught before the contract checks, kept in the corpus. */
function referenceMutations(ctx: Ctx): void {
  const members = {
    call: ['endpoint', 'unknown-endpoint'],
    openDialog: ['dialog', 'unknown-dialog'],
    navigate: ['route', 'unknown-route'],
    run: ['chain', 'unknown-chain'],
    validate: ['form', 'unknown-validation'],
  } as const;
  const done = new Set<string>();
  for (const { action, pointer } of ctx.actions) {
    const entry = members[action.do as keyof typeof members];
    if (!entry || done.has(entry[1])) continue;
    done.add(entry[1]);
    add(ctx, entry[1], childPointer(pointer, entry[0]), (page) =>
      setAt(page, childPointer(pointer, entry[0]), `${String(action[entry[0]])}Typo`),
    );
  }
}

function manifestMutations(manifest: Json, out: Mutation[]): void {
  for (const [key, route] of Object.entries((manifest.routes ?? {}) as Record<string, Json>)) {
    if (typeof route.native !== 'string') continue;
    const changed = clone(manifest);
    (changed.routes as Record<string, Json>)[key].native = `${route.native}Typo`;
    const pointer = childPointer(childPointer('/routes', key), 'native');
    out.push({
      name: `${MANIFEST_FILE} native-message-unknown ${pointer}`,
      code: 'native-message-unknown',
      file: MANIFEST_FILE,
      pointer,
      documents: { [MANIFEST_FILE]: changed },
    });
  }
}

/** An endpoint whose data a page reads loses its response schema: one warning, at the first read. */
function contractMutations(ctx: Ctx): void {
  const endpoints = dataEndpoints(ctx);
  const site = ctx.expressions.find((s) =>
    pathReads(s.text).some(
      (r) =>
        r.root === 'data' &&
        r.steps.length > 1 &&
        r.steps[0] &&
        'field' in r.steps[0] &&
        endpoints.has(r.steps[0].field),
    ),
  );
  const read =
    site &&
    pathReads(site.text).find(
      (r) => r.root === 'data' && r.steps.length > 1 && 'field' in r.steps[0] && endpoints.has(r.steps[0].field),
    );
  if (!site || !read) return;
  const endpoint = endpoints.get((read.steps[0] as { field: string }).field) as string;
  // The first read of this endpoint's data in walk order is where the warning goes.
  const first = ctx.expressions.find((s) =>
    pathReads(s.text).some(
      (r) =>
        r.root === 'data' &&
        r.steps.length > 1 &&
        'field' in r.steps[0] &&
        endpoints.get(r.steps[0].field) === endpoint,
    ),
  ) as ExpressionSite;
  const contracts = clone(ctx.contracts);
  (contracts[endpoint] as Json).response = { description: 'Not described (mutation).' };
  ctx.out.push({
    name: `${ctx.file} response-schema-missing ${endpoint}`,
    code: 'response-schema-missing',
    file: ctx.file,
    pointer: first.pointer,
    documents: { [ENDPOINT_SCHEMAS_FILE]: contracts },
  });
}

export function generateMutations(root: string): Mutation[] {
  const read = (file: string): Json => {
    const result = readJsonFile(join(root, file));
    return result.ok && isPlainObject(result.value) ? result.value : {};
  };
  const manifest = read(MANIFEST_FILE);
  const contracts = read(ENDPOINT_SCHEMAS_FILE);
  const out: Mutation[] = [];
  const fragments = readFragments(root);
  manifestMutations(manifest, out);
  const pages = readdirSync(join(root, 'pages'))
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const name of pages) {
    const file = `pages/${name}`;
    const page = read(file);
    // A page that is one use of a page fragment has no page of its own to break: its fragment's users do.
    if ('use' in page) continue;
    const sites = collectPageSites(page, isBinding);
    const expandedActions = collectPageSites(expandPage(page, fragments, file), isBinding).actions;
    const ctx: Ctx = {
      file,
      page,
      manifest,
      contracts,
      expressions: sites.expressions,
      actions: sites.actions,
      expandedActions,
      out,
    };
    bindingMutations(ctx);
    callMutations(ctx);
    navigationMutations(ctx);
    graphMutations(ctx);
    referenceMutations(ctx);
    contractMutations(ctx);
  }
  return out;
}
