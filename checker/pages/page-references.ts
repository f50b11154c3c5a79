// By-name references in a page: each must name something that exists, in the catalogue, the route
// manifest or the page itself.
import type { Finding, FindingFix } from '../problem';
import type { ReferenceKind, ReferenceSite } from './page-sites';
import { isPlainObject } from '../read/json-pointer';
import { didYouMean, nameFixOf } from '../suggest';

export interface ProjectNames {
  /** Endpoint ids of api/endpoints.json. */
  endpoints: ReadonlySet<string>;
  /** Route keys of pages.json. */
  routes: ReadonlySet<string>;
  /** Each web route's path ("/repay") and its key, so a path written where a key belongs can be named. */
  routePaths?: ReadonlyMap<string, string>;
}

/** The page member that declares each page-local kind of name. */
const PAGE_MEMBER: Partial<Record<ReferenceKind, { member: string; noun: string }>> = {
  dialog: { member: 'dialogs', noun: 'a dialog' },
  chain: { member: 'chains', noun: 'a chain' },
  validation: { member: 'validations', noun: 'a validation group' },
};

function namesDeclaredBy(page: unknown, member: string): string[] {
  const declared = isPlainObject(page) ? page[member] : undefined;
  return isPlainObject(declared) ? Object.keys(declared) : [];
}

interface Expectation {
  known: (name: string) => boolean;
  expected: string;
  names: readonly string[];
}

function expectation(kind: ReferenceKind, page: unknown, project: ProjectNames): Expectation {
  if (kind === 'endpoint')
    return {
      known: (name) => project.endpoints.has(name),
      expected: 'an endpoint id of api/endpoints.json',
      names: [...project.endpoints],
    };
  if (kind === 'route') {
    const keys = [...project.routes];
    return {
      known: (name) => project.routes.has(name),
      expected: `a route key of pages.json (${keys.join(', ')})`,
      names: keys,
    };
  }
  const { member, noun } = PAGE_MEMBER[kind] ?? { member: kind, noun: kind };
  const declared = namesDeclaredBy(page, member);
  const listed = declared.length ? declared.join(', ') : 'none declared';
  return {
    known: (name) => declared.includes(name),
    expected: `${noun} of this page's ${member} (${listed})`,
    names: declared,
  };
}

/** A route path where a key belongs says which key; otherwise the closest name, if one is close. */
function hintFor(
  kind: ReferenceKind,
  name: string,
  names: readonly string[],
  project: ProjectNames,
): string | undefined {
  const key = kind === 'route' ? project.routePaths?.get(name.split(/[?#]/)[0]) : undefined; // a path, perhaps with a query
  if (key)
    return `${JSON.stringify(name)} is a path; use the route key ${JSON.stringify(key)}${name.includes('?') ? ' and give the query in "query"' : ''}`;
  return didYouMean(name, names);
}

/** A route written as its path alone (no query, no hash) has one sure fix: its key. */
function routeKeyFix(kind: ReferenceKind, name: string, project: ProjectNames): { fix?: FindingFix } {
  const key = kind === 'route' && !/[?#]/.test(name) ? project.routePaths?.get(name) : undefined;
  return key ? { fix: { label: `change to ${JSON.stringify(key)}`, insert: key } } : {};
}

export function checkReferences(page: unknown, references: readonly ReferenceSite[], project: ProjectNames): Finding[] {
  return references.flatMap(({ pointer, kind, name }) => {
    const { known, expected, names } = expectation(kind, page, project);
    if (known(name)) return [];
    const hint = hintFor(kind, name, names, project);
    return [
      {
        code: `unknown-${kind}` as const,
        pointer,
        expected,
        found: JSON.stringify(name),
        ...(hint ? { hint } : {}),
        ...nameFixOf(hint),
        ...routeKeyFix(kind, name, project),
      },
    ];
  });
}
