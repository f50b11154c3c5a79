// @vitest-environment node
// The schema hover of the page editor says what a member takes as an operator writes values, never the schema's own
// jargon (`anyOf`, `#/$defs/…`), for every member of every schema of the page contract.
import { describe, expect, it } from 'vitest';
import type { FoundCursorData } from 'codemirror-json-schema';
import { pageSchemaBundle } from '../../../lab/editor/bundleSchema';
import { schemaHoverTexts } from '../../../lab/editor/schemaHoverWords';

type Schema = Record<string, unknown>;
const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null;

/** Every member schema of the bundle, by a path for the failure message. */
function members(schema: unknown, path = '', out: Array<[string, Schema]> = []): Array<[string, Schema]> {
  if (!isSchema(schema)) return out;
  if (isSchema(schema.properties))
    for (const [name, member] of Object.entries(schema.properties))
      if (isSchema(member)) out.push([`${path}/${name}`, member]);
  for (const [key, value] of Object.entries(schema)) if (isSchema(value)) members(value, `${path}/${key}`, out);
  return out;
}

describe('the schema hover in plain words', () => {
  const hover = schemaHoverTexts(pageSchemaBundle);
  const all = members(pageSchemaBundle());

  it('writes no schema jargon for any member of the page contract', () => {
    expect(all.length).toBeGreaterThan(100);
    for (const [path, schema] of all) {
      const { typeInfo } = hover({ schema, pointer: path } as FoundCursorData);
      expect(typeInfo, path).not.toMatch(/anyOf|oneOf|allOf|\$defs|#\/|Reference/);
    }
  });
});
