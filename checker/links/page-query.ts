// A page reads only the query its route declares (pages.json `query`: every key the screen reads). A read of
// `query.<key>` the route does not declare is an error where it is read; seen from pages.json, a route that no longer
// declares a key its page reads is an error at the route. `productId` and `product_id` mirror each other in `query`
// (renderer/scope), so either spelling serves.
import { isBinding } from '../../expr';
import { childPointer } from '../read/json-pointer';
import { pathReads } from '../expr/reads';
import type { ExpressionSite } from '../pages/page-sites';
import type { Finding } from '../problem';
import { didYouMean, nameFixIn } from '../suggest';

/** product_id and productId mirror each other in `query` (renderer/scope), so either spelling serves. */
export const QUERY_MIRRORS: Readonly<Record<string, string>> = { product_id: 'productId', productId: 'product_id' };

export const declaresQueryKey = (declared: readonly string[], key: string) =>
  declared.includes(key) || (QUERY_MIRRORS[key] !== undefined && declared.includes(QUERY_MIRRORS[key]));

/** The routes of pages.json that open a page, with the query keys each declares. */
export type PageRoutes = ReadonlyArray<{ route: string; query: readonly string[] }>;

interface QueryRead {
  key: string;
  site: ExpressionSite;
  at?: number;
}

/** Every `query.<key>` (or `query['key']`) the expressions read, with where the key is written. */
function queryReads(expressions: readonly ExpressionSite[]): QueryRead[] {
  return expressions.flatMap((site) =>
    pathReads(site.text).flatMap((read): QueryRead[] => {
      const first = read.steps[0];
      return read.root === 'query' && first && 'field' in first ? [{ key: first.field, site, at: first.at }] : [];
    }),
  );
}

/** A page's reads of query keys that none of its routes declares, each where it is read. */
export function checkQueryReads(expressions: readonly ExpressionSite[], routes: PageRoutes | undefined): Finding[] {
  if (!routes?.length) return []; // a page from elsewhere, or one no route opens (reported as unrouted)
  const declared = [...new Set(routes.flatMap(({ query }) => query))];
  const names = routes.map(({ route }) => `"${route}"`).join(', ');
  return queryReads(expressions)
    .filter(({ key }) => !declaresQueryKey(declared, key))
    .map(({ key, site, at }): Finding => {
      const sameLetters = declared.find((name) => name.toLowerCase() === key.toLowerCase());
      const close = sameLetters
        ? `did you mean "${sameLetters}"? query keys are case-sensitive`
        : didYouMean(key, declared);
      return {
        code: 'query-undeclared',
        pointer: site.pointer,
        expected: declared.length
          ? `a query key the route ${names} of pages.json declares (${declared.join(', ')})`
          : `no query: the route ${names} of pages.json declares none`,
        found: `query.${key} in ${JSON.stringify(site.text)}`,
        ...(at !== undefined ? { exprOffset: at } : {}),
        ...nameFixIn(site.text, at, key, close),
        hint: close ?? `add "${key}" to the "query" of ${names} in pages.json, and pass it where pages navigate there`,
      };
    });
}

/** The query keys a page reads, each once, in the order first read (for the route's side of the check). */
export function queryKeysRead(page: unknown): string[] {
  const texts: string[] = [];
  const pending: unknown[] = [page];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('query') && isBinding(value)) texts.push(value);
    } else if (typeof value === 'object' && value !== null)
      for (const child of Object.values(value)) pending.push(child);
  }
  const keys = texts
    .reverse()
    .flatMap((text) => pathReads(text))
    .flatMap((read) =>
      read.root === 'query' && read.steps[0] && 'field' in read.steps[0] ? [read.steps[0].field] : [],
    );
  return [...new Set(keys)];
}

/** A route of pages.json whose page reads query keys the route does not declare: one finding at the route. */
export function routeQueryFinding(
  routeKey: string,
  route: { page: string; query: readonly string[]; hasQuery: boolean },
  read: readonly string[],
): Finding[] {
  const missing = read.filter((key) => !declaresQueryKey(route.query, key));
  if (!missing.length) return [];
  const at = childPointer('/routes', routeKey);
  const spelt = missing.flatMap((key) => {
    const declared = route.query.find((name) => name.toLowerCase() === key.toLowerCase());
    return declared ? [`it reads ${key} where the route declares ${declared} (query keys are case-sensitive)`] : [];
  });
  return [
    {
      code: 'query-undeclared',
      pointer: route.hasQuery ? childPointer(at, 'query') : at,
      expected: `every query key pages/${route.page}.json reads (${read.join(', ')})`,
      found: `a query without ${missing.join(', ')}`,
      hint: spelt.length
        ? `fix the page: ${spelt.join('; ')}`
        : `add ${missing.map((key) => `"${key}"`).join(', ')} to "query", or stop reading ${missing.length > 1 ? 'them' : 'it'} in pages/${route.page}.json`,
    },
  ];
}
