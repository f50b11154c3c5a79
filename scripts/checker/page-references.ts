// By-name references in a page: each must name something that exists, in the catalogue, the route
// manifest or the page itself.
import type { Finding } from './problem';
import type { ReferenceKind, ReferenceSite } from './page-sites';
import { isPlainObject } from './json-pointer';

export interface ProjectNames {
  /** Endpoint ids of api/endpoints.json. */
  endpoints: ReadonlySet<string>;
  /** Route keys of pages.json. */
  routes: ReadonlySet<string>;
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

function expectation(kind: ReferenceKind, page: unknown, project: ProjectNames): { known: (name: string) => boolean; expected: string } {
  if (kind === 'endpoint') return { known: (name) => project.endpoints.has(name), expected: 'an endpoint id of api/endpoints.json' };
  if (kind === 'route') return { known: (name) => project.routes.has(name), expected: 'a route key of pages.json' };
  const { member, noun } = PAGE_MEMBER[kind] ?? { member: kind, noun: kind };
  const declared = namesDeclaredBy(page, member);
  const listed = declared.length ? declared.join(', ') : 'none declared';
  return { known: (name) => declared.includes(name), expected: `${noun} of this page's ${member} (${listed})` };
}

export function checkReferences(page: unknown, references: readonly ReferenceSite[], project: ProjectNames): Finding[] {
  return references.flatMap(({ pointer, kind, name }) => {
    const { known, expected } = expectation(kind, page, project);
    return known(name) ? [] : [{ code: `unknown-${kind}` as const, pointer, expected, found: JSON.stringify(name) }];
  });
}
