// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { acceptPage } from '../../../renderer/host';
import { MAX_PAGE_DEPTH, MAX_PAGE_TEXT } from '../../../checker/read/page-limits';
import { nestedIfs, nestedStacks } from '../../support/hostilePages';

const loanDetail = readFileSync(new URL('../../../pages/loanDetail.json', import.meta.url), 'utf8');

describe('acceptPage (page definitions from outside the build, checked by the generated validator)', () => {
  it('accepts a bundled page', async () => {
    const verdict = await acceptPage(loanDetail);
    expect(verdict.ok).toBe(true);
  });

  it('hands over a page written with fragments expanded, as the build does (the renderer never meets a use)', async () => {
    const repayDelay = readFileSync(new URL('../../../pages/repayDelay.json', import.meta.url), 'utf8');
    const verdict = await acceptPage(repayDelay);
    expect(verdict.ok).toBe(true);
    if (!verdict.ok) return;
    expect(JSON.stringify(verdict.page)).not.toContain('"use"');
    expect(verdict.page.regions.map((region) => region.name)).toEqual(['loadError', 'header', 'body']);
    expect(JSON.stringify(verdict.page.chains)).toContain('"endpoint":"delayDetail"');
  });

  it('refuses a use of a fragment that does not exist, with the names it has', async () => {
    const verdict = await acceptPage(JSON.stringify({ use: 'repaymentPag', with: {} }));
    expect(verdict).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^fragment-unknown: \/use: .* — did you mean "repaymentPage"\?$/)],
    });
  });

  it('refuses text that is not JSON, saying where', async () => {
    const verdict = await acceptPage('{ "title": ');
    expect(verdict).toMatchObject({
      ok: false,
      problems: [
        'json-syntax: /: expected valid JSON, found the text ends at: { "title": ⟨here⟩ — the text stops early: a closing } or ] or " is missing',
      ],
    });
  });

  it('refuses a misspelt widget type with its place', async () => {
    const page = JSON.parse(loanDetail);
    page.regions[1].children[0].type = 'StatusBaner';
    const verdict = await acceptPage(JSON.stringify(page));
    expect(verdict.ok).toBe(false);
    if (!verdict.ok)
      expect(verdict.problems).toContainEqual(
        expect.stringMatching(
          /^schema: \/regions\/1\/children\/0\/type: expected one of .*, found "StatusBaner" — did you mean "StatusBanner"\?$/,
        ),
      );
  });

  it('refuses a length rule without its limit (the schema says which fields each rule needs)', async () => {
    const page = {
      title: 'x',
      validations: { f: [{ rule: 'maxLength', value: '{{ state.x }}', message: 'Too long' }] },
      regions: [],
    };
    const verdict = await acceptPage(JSON.stringify(page));
    expect(verdict.ok).toBe(false);
    if (!verdict.ok)
      expect(verdict.problems.join('\n')).toMatch(
        /schema: \/validations\/f\/0\/limit: expected required property "limit", found nothing/,
      );
  });

  it('refuses an expression that does not parse, with its pointer and what is wrong with it', async () => {
    const page = { title: 'x', regions: [{ name: 'r', children: [{ type: 'Text', props: { text: '{{ data. }}' } }] }] };
    const verdict = await acceptPage(JSON.stringify(page));
    expect(verdict).toMatchObject({
      ok: false,
      problems: [
        expect.stringMatching(
          /^expr-syntax: \/regions\/0\/children\/0\/props\/text: expected a valid expression, found "\{\{ data\. \}\}" \(incomplete: a name or value is missing at the end\)$/,
        ),
      ],
    });
  });
});

describe('acceptPage against hostile pages', () => {
  it.each([
    ['68 nested Stacks', JSON.stringify(nestedStacks(68))],
    ['860 nested ifs', JSON.stringify(nestedIfs(860))],
    ['10,000 nested arrays', '['.repeat(10_000) + ']'.repeat(10_000)],
  ])('refuses %s with the nesting cap and a pointer, without throwing', async (_name, text) => {
    const verdict = await acceptPage(text);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) {
      expect(verdict.problems).toHaveLength(1);
      expect(verdict.problems[0]).toMatch(
        new RegExp(`^schema: /[^ ]*: expected at most ${MAX_PAGE_DEPTH} levels of nesting`),
      );
    }
  });

  it('accepts nesting just under the cap (the validator copes with every accepted depth)', async () => {
    for (const page of [nestedStacks(29), nestedIfs(30)])
      expect(await acceptPage(JSON.stringify(page))).toMatchObject({ ok: true });
  });

  it('refuses a page with too many values, and text over the size cap before parsing it', async () => {
    const wide = {
      title: 'x',
      regions: [{ name: 'r', children: Array.from({ length: 12_000 }, () => ({ type: 'Divider' })) }],
    };
    expect(await acceptPage(JSON.stringify(wide))).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/values in one page/)],
    });
    expect(await acceptPage(' '.repeat(MAX_PAGE_TEXT + 1))).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/characters of page text/)],
    });
  });

  it.each([
    ['a route', { do: 'navigate', route: 'constructor' }, /\/onLoad\/0\/route: expected a route key of pages.json/],
    ['a chain', { do: 'run', chain: 'toString' }, /\/onLoad\/0\/chain: expected a chain/],
    ['a dialog', { do: 'openDialog', dialog: '__proto__' }, /\/onLoad\/0\/dialog: expected a dialog/],
    [
      'a validation group',
      { do: 'validate', form: 'hasOwnProperty' },
      /\/onLoad\/0\/form: expected a validation group/,
    ],
    ['a missing chain', { do: 'run', chain: 'nowhere' }, /\/onLoad\/0\/chain: expected a chain/],
  ])('refuses %s named after a prototype member or not declared', async (_kind, action, problem) => {
    const verdict = await acceptPage(JSON.stringify({ title: 'x', onLoad: [action], regions: [] }));
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.problems.join('\n')).toMatch(problem);
  });

  it('refuses call data named __proto__', async () => {
    const verdict = await acceptPage(
      JSON.stringify({ title: 'x', onLoad: [{ do: 'call', endpoint: 'loanDetails', as: '__proto__' }], regions: [] }),
    );
    expect(verdict.ok).toBe(false);
  });

  it('accepts names the page itself declares, even prototype-like ones', async () => {
    const page = {
      title: 'x',
      chains: { constructor: [{ do: 'toast', message: 'hi' }] },
      onLoad: [{ do: 'run', chain: 'constructor' }],
      regions: [],
    };
    expect((await acceptPage(JSON.stringify(page))).ok).toBe(true);
  });
});
