// @vitest-environment node
// What the editor shows while a page is typed: every widget, prop and action explains itself with a
// description and an example (valid against its own schema), VS Code knows which schema each file has,
// and docs/checker.md explains every problem code the checker prints.
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createSchemaSet } from '../../../checker/node/schema-loader.mjs';
import { PROBLEM_CODES } from '../../../checker/codes';
import { repositoryRoot } from './fixture-expectations';

type Schema = {
  description?: string;
  examples?: unknown[];
  properties?: Record<string, Schema>;
  $defs?: Record<string, Schema>;
  oneOf?: Array<{ $ref: string }>;
};
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(repositoryRoot, path), 'utf8')) as T;
const hasHelp = (schema: Schema | undefined) =>
  !!schema?.description?.trim() && Array.isArray(schema.examples) && schema.examples.length > 0;
const schemas = createSchemaSet();
const widgetFiles = readdirSync(join(repositoryRoot, 'schemas/widgets'))
  .filter((name) => name.endsWith('.schema.json'))
  .sort();

describe('hover help in the schemas', () => {
  it('every widget and every prop has a description and an example', () => {
    const gaps = widgetFiles.flatMap((file) => {
      const schema = readJson<Schema>(`schemas/widgets/${file}`);
      const widget = file.replace('.schema.json', '');
      return [
        ...(hasHelp(schema) ? [] : [widget]),
        ...Object.entries(schema.properties ?? {})
          .filter(([, prop]) => !hasHelp(prop))
          .map(([name]) => `${widget}.${name}`),
      ];
    });
    expect(gaps, 'add "description" and "examples" to these in schemas/widgets').toEqual([]);
  });

  it('every widget example is valid props of that widget', () => {
    const invalid = widgetFiles.flatMap((file) => {
      const validate = schemas.validatorFor(`widgets/${file}`);
      const { examples = [] } = readJson<Schema>(`schemas/widgets/${file}`);
      return examples.filter((example) => !validate?.(example)).map((example) => `${file}: ${JSON.stringify(example)}`);
    });
    expect(invalid).toEqual([]);
  });

  it('every action and each of its members has a description, and every action an example that is valid', () => {
    const { $defs = {} } = readJson<Schema>('schemas/actions.schema.json');
    const actions = ($defs.action?.oneOf ?? []).map(({ $ref }) => $ref.replace('#/$defs/', ''));
    expect(actions.length).toBeGreaterThan(10);
    const validate = schemas.modern.getSchema('actions.schema.json#/$defs/action');
    expect(validate).toBeDefined();
    const gaps = actions.flatMap((name) => {
      const action = $defs[name];
      return [
        ...(hasHelp(action) ? [] : [name]),
        ...Object.entries(action.properties ?? {})
          .filter(([member, schema]) => member !== 'do' && !schema.description?.trim())
          .map(([member]) => `${name}.${member}`),
        ...(action.examples ?? [])
          .filter((example) => !validate?.(example))
          .map((example) => `${name} example ${JSON.stringify(example)} is invalid`),
      ];
    });
    expect(gaps).toEqual([]);
  });
});

describe('the editor set-up', () => {
  it('maps pages and the manifest to their schemas in VS Code settings', () => {
    const settings = readJson<{ 'json.schemas': Array<{ fileMatch: string[]; url: string }> }>('.vscode/settings.json');
    const urlFor = (match: string) => settings['json.schemas'].find((entry) => entry.fileMatch.includes(match))?.url;
    expect(urlFor('/pages/*.json')).toBe('./schemas/page.schema.json');
    expect(urlFor('/pages.json')).toBe('./schemas/manifest.schema.json');
    for (const { url } of settings['json.schemas']) expect(existsSync(join(repositoryRoot, url)), url).toBe(true);
  });

  it("the checker guide's table (docs/checker.md) has a row for every problem code, and no row for a code the checker does not have", () => {
    const checkerSection = readFileSync(join(repositoryRoot, 'docs', 'checker.md'), 'utf8');
    // The first cell of each row of the codes table: `code`, `code` (warning), `a`, `b`.
    const rows = checkerSection
      .split('\n')
      .filter((line) => /^\| `[a-z-]+`/.test(line))
      .map((line) => line.split(' | ')[0]);
    const inTable = rows.flatMap((cell) => [...cell.matchAll(/`([a-z-]+)`/g)].map((match) => match[1]));
    expect([...inTable].sort()).toEqual(Object.keys(PROBLEM_CODES).sort());
  });
});
