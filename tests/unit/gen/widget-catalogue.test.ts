// @vitest-environment node
// One way to register a widget: its schema. A widget known only by a schema file (the fixture Ribbon, with two
// examples) gets a line in the registry, a story file whose examples Storybook's own CSF indexer finds as stories
// under the widget's title, and a picture of each in the visual test's plan; a schema without examples is refused.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';
import { planPictures } from '../../visual/support/plan';
import {
  exampleStoriesSource,
  GENERATED_STORIES_DIR,
  registrySource,
  SCHEMA_EXAMPLE_TAG,
  widgetCatalogueOutputs,
} from '../../../scripts/widget-catalogue.mjs';

const ribbon = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../fixtures/widget-catalogue/Ribbon.schema.json'), 'utf8'),
) as Record<string, unknown>;

/** The index entries Storybook makes of a story file (its CSF indexer, as `storybook build` runs it). */
function indexed(code: string, fileName: string) {
  const csf = loadCsf(code, { fileName, makeTitle: (title?: string) => title ?? 'untitled' }).parse();
  return csf.indexInputs.map((input) => ({
    id: toId(String(input.title), storyNameFromExport(input.exportName)),
    title: String(input.title),
    name: input.exportName,
    tags: input.tags ?? [],
    type: 'story',
  }));
}

describe('a widget registered by its schema alone', () => {
  const outputs = widgetCatalogueOutputs([{ type: 'Ribbon', schema: ribbon }]);
  const stories = outputs.find((output) => output.path === `${GENERATED_STORIES_DIR}/Ribbon.stories.ts`);

  it('is in the registry, imported from widgets/Ribbon as RibbonWidget', () => {
    const registry = registrySource(['Button', 'Ribbon']);
    expect(registry).toContain("import { RibbonWidget } from './Ribbon';");
    expect(registry).toMatch(/export const widgetList = \[ButtonWidget, RibbonWidget\] as const;/);
  });

  it('has a story file whose examples Storybook indexes as stories of Widgets/Ribbon', () => {
    expect(stories).toBeDefined();
    expect(stories!.content).toContain("from '../../../widgets/Ribbon'");
    const entries = indexed(stories!.content, 'stories/widgets/generated/Ribbon.stories.ts');
    expect(entries.map((entry) => [entry.title, entry.name])).toEqual([
      ['Widgets/Ribbon', 'SchemaExample1'],
      ['Widgets/Ribbon', 'SchemaExample2'],
    ]);
    for (const entry of entries) expect(entry.tags).toContain(SCHEMA_EXAMPLE_TAG);
  });

  it('is pictured by the visual test: each example in English, and in Filipino where its words change', () => {
    const entries = indexed(stories!.content, 'stories/widgets/generated/Ribbon.stories.ts');
    const plan = planPictures(entries, {
      globalsOf: () => undefined,
      // The first example's "Cancel" is a catalogue text; the second's words are not.
      hasWords: (id) => id.endsWith('example-1'),
      screens: [],
      siteRoutes: new Set(),
    });
    expect(plan.map((picture) => picture.name)).toEqual([
      'widgets/widgets-ribbon--schema-example-1.390x844.en',
      'widgets/widgets-ribbon--schema-example-2.390x844.en',
      'widgets/widgets-ribbon--schema-example-1.390x844.fil',
    ]);
  });

  it('needs at least one example', () => {
    expect(() => exampleStoriesSource('Ribbon', { ...ribbon, examples: [] })).toThrow(/has no "examples"/);
  });
});
