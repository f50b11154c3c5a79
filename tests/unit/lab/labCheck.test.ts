// The lab's in-browser checker must say exactly what `npm run check:pages` says, at the same pointers.
import { describe, expect, it } from 'vitest';
import { checkTarget, type ProjectFacts } from '../../../scripts/checker/check-targets';
import { schemaCheck } from '../../../scripts/checker/schema-check';
import { inFile, sortProblems } from '../../../scripts/checker/problem';
import { checkPageText } from '../../../lab/check/labCheck';
import manifest from '../../../pages.json';
import catalogue from '../../../api/endpoints.json';
import loanDetail from '../../../pages/loanDetail.json';

const FILE = 'pages/loanDetail.json';
const facts: ProjectFacts = {
  root: process.cwd(),
  routes: new Set(Object.keys(manifest.routes)),
  routedPages: new Set(['loanDetail']),
  endpoints: new Set(Object.keys(catalogue.endpoints)),
  endpointSchemaIds: new Set(), contracts: new Map(), encodings: new Map(), routeFacts: new Map(),
};
const checker = (page: unknown) => sortProblems(inFile(FILE, checkTarget('page', FILE, page, facts, schemaCheck()), JSON.stringify(page)));

type Page = { regions: Array<{ children: Array<Record<string, unknown>> }>; [key: string]: unknown };
const mutations: Array<[string, (page: Page) => void]> = [
  ['a misspelt widget type', (p) => void (p.regions[0].children[0].type = 'Buton')],
  ['an unknown prop', (p) => void ((p.regions[0].children[0].props as Record<string, unknown>).colour = 'red')],
  ['a number where text goes', (p) => void (p.title = 5)],
  ['an unknown action', (p) => void (p.onLoad = [{ do: 'fly' }])],
  ['an unknown endpoint', (p) => void (p.onLoad = [{ do: 'call', endpoint: 'nope', as: 'x' }])],
  ['an expression that does not parse', (p) => void (p.title = '{{ state. }}')],
  ['an unknown function', (p) => void (p.title = '{{ shout(state.x) }}')],
  ['a missing required member', (p) => void delete (p as Record<string, unknown>).regions],
];

describe('lab checker', () => {
  it('finds nothing in a bundled page', () => {
    expect(checkPageText(FILE, JSON.stringify(loanDetail))).toEqual([]);
  });

  it.each(mutations)('%s: the same problems as check:pages', (_, mutate) => {
    const page = structuredClone(loanDetail) as unknown as Page;
    mutate(page);
    const expected = checker(page);
    expect(expected.length).toBeGreaterThan(0);
    expect(checkPageText(FILE, JSON.stringify(page))).toEqual(expected);
  });

  it('a text that is not JSON is one problem for the whole file', () => {
    expect(checkPageText('pasted.json', '{ "title": ')).toEqual([expect.objectContaining({ file: 'pasted.json', pointer: '', code: 'json-syntax', expected: 'JSON', found: expect.stringMatching(/JSON/) })]);
  });
});
