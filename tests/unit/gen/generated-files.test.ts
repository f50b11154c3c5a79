// @vitest-environment node
import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import validatePage from '../../../schemas/generated/validate-page.js';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const generatedValidator = join(repositoryRoot, 'schemas/generated/validate-page.js');
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(repositoryRoot, path), 'utf8'));

const runNode = (...args: string[]) => spawnSync(process.execPath, args, { cwd: repositoryRoot, encoding: 'utf8' });

describe('generated files are up to date', () => {
  it.each(['scripts/gen-types.mjs', 'scripts/gen-validators.mjs'])(
    'node %s --check exits 0',
    (script) => {
      const run = runNode(script, '--check');
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
    },
    30_000,
  );
});

describe('standalone page validator', () => {
  it('accepts a good page', () => {
    expect(validatePage(readJson('tests/fixtures/pages-good/pages/orders.json'))).toBe(true);
    expect(validatePage.errors).toBeNull();
  });

  it('rejects an unknown widget type, pointing at it', () => {
    expect(validatePage(readJson('tests/fixtures/pages-bad/pages/unknownWidget.json'))).toBe(false);
    expect(validatePage.errors?.map((error) => error.instancePath)).toContain('/regions/0/children/0/type');
  });

  it("rejects an empty button label (a length rule, which uses ajv's runtime helper)", () => {
    const page = { title: 'T', regions: [{ name: 'r', children: [{ type: 'Button', props: { label: '' } }] }] };
    expect(validatePage(page)).toBe(false);
    expect(validatePage.errors).toContainEqual(
      expect.objectContaining({ instancePath: '/regions/0/children/0/props/label', keyword: 'minLength' }),
    );
  });

  it("counts a character outside the basic plane as one in a length rule, with ajv's helper copied in, not imported", () => {
    // Imported, the helper became a chunk of its own: one more request on every screen with a length rule.
    const barcode = (value: string) => ({
      title: 'T',
      regions: [{ name: 'r', children: [{ type: 'Barcode', props: { value } }] }],
    });
    expect(validatePage(barcode('💸'.repeat(80)))).toBe(true); // 160 UTF-16 code units, 80 characters: the limit
    expect(validatePage(barcode('💸'.repeat(81)))).toBe(false);
    expect(validatePage.errors).toContainEqual(
      expect.objectContaining({ instancePath: '/regions/0/children/0/props/value', keyword: 'maxLength' }),
    );
    expect(readFileSync(generatedValidator, 'utf8')).not.toMatch(/from "ajv/);
  });

  it('is pure ESM without run-time code generation', () => {
    const source = readFileSync(generatedValidator, 'utf8');
    expect(source).toContain('generated, do not edit');
    expect(source).not.toContain('require(');
    expect(source).not.toContain('new Function');
  });

  it('loads as an ES module in plain Node', () => {
    const script = `import v from ${JSON.stringify(generatedValidator)}; console.log(v({ title: 'T', regions: [] }), v({ title: 1, regions: [] }))`;
    const run = runNode('--input-type=module', '-e', script);
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('true false');
  }, 30_000);
});
