// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { acceptPage } from '../../../renderer/untrustedPage';

const loanDetail = readFileSync(new URL('../../../pages/loanDetail.json', import.meta.url), 'utf8');

describe('acceptPage (page definitions from outside the build, checked by the generated validator)', () => {
  it('accepts a bundled page', async () => {
    const verdict = await acceptPage(loanDetail);
    expect(verdict.ok).toBe(true);
  });

  it('refuses text that is not JSON, saying so', async () => {
    const verdict = await acceptPage('{ "title": ');
    expect(verdict).toMatchObject({ ok: false, problems: [expect.stringMatching(/^not JSON/)] });
  });

  it('refuses a misspelt widget type with its place', async () => {
    const page = JSON.parse(loanDetail);
    page.regions[1].children[0].type = 'StatusBaner';
    const verdict = await acceptPage(JSON.stringify(page));
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.problems.join('\n')).toContain('/regions/1/children/0/type');
  });

  it('refuses a length rule without its limit (the schema says which fields each rule needs)', async () => {
    const page = { title: 'x', validations: { f: [{ rule: 'maxLength', value: '{{ state.x }}', message: 'Too long' }] }, regions: [] };
    const verdict = await acceptPage(JSON.stringify(page));
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.problems.join('\n')).toMatch(/\/validations\/f\/0: must have required property 'limit'/);
  });

  it('refuses an expression that does not parse, with its pointer and position', async () => {
    const page = { title: 'x', regions: [{ name: 'r', children: [{ type: 'Text', props: { text: '{{ data. }}' } }] }] };
    const verdict = await acceptPage(JSON.stringify(page));
    expect(verdict).toMatchObject({ ok: false, problems: [expect.stringMatching(/^\/regions\/0\/children\/0\/props\/text: .* \(at character \d+\)$/)] });
  });
});
