// The widget section: every schemas/widgets/*.schema.json with its props, events and a node example that the
// generated page validator accepts (an example it refuses stops the generator, so no broken JSON reaches operators).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { validate as validatePage } from '../../schemas/generated/validate-page.js';
import { jsonBlock } from './markdown';
import { propsTable, widgetFacts, type WidgetMeta } from './widget-facts';
import { withCatalogueWords } from './words';

type Schema = Record<string, unknown>;

export interface Widget {
  name: string;
  schema: Schema;
  meta: WidgetMeta;
}

export function readWidgets(root: string): Widget[] {
  const dir = join(root, 'schemas/widgets');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.schema.json'))
    .sort()
    .map((file) => {
      const schema = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Schema;
      return { name: file.replace('.schema.json', ''), schema, meta: (schema['x-widget'] ?? {}) as WidgetMeta };
    });
}

/** Props from the schema's first example, else each required prop's example or default. */
function exampleProps(schema: Schema): Schema {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0] as Schema;
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const props: Schema = {};
  for (const key of (schema.required ?? []) as string[]) {
    const prop = properties[key] ?? {};
    props[key] = Array.isArray(prop.examples)
      ? prop.examples[0]
      : 'default' in prop
        ? prop.default
        : prop.type === 'string'
          ? key
          : undefined;
  }
  return props;
}

/**
 * A node to copy into a page: the schema's example props with their words from the catalogue (`keys`: English text to
 * key), a bound value, a child and an action where the widget has them.
 */
export function exampleNode({ name, schema, meta }: Widget, keys: ReadonlyMap<string, string>): Schema {
  const props = withCatalogueWords(exampleProps(schema), meta.words ?? [], keys, `${name}'s example`);
  const node: Schema = { type: name, props };
  if (meta.bind) node.bind = `{{ state.${name.charAt(0).toLowerCase()}${name.slice(1)}Value }}`;
  if (meta.children)
    node.children = [{ type: 'Text', props: withCatalogueWords({ text: 'Loan details' }, ['text'], keys, name) }];
  const event = meta.events?.[0];
  if (event) node.on = { [event]: [withCatalogueWords({ do: 'toast', message: 'Done' }, ['message'], keys, name)] };
  return node;
}

/** The validator's complaints about a node placed in an otherwise empty page; none when it is valid. */
export function nodeProblems(node: Schema): string[] {
  const page = { title: 'Example', regions: [{ name: 'main', children: [node] }] };
  if (validatePage(page)) return [];
  return (validatePage.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? error.keyword}`);
}

function widgetSection(widget: Widget, keys: ReadonlyMap<string, string>): string {
  const { name, schema, meta } = widget;
  const node = exampleNode(widget, keys);
  const problems = nodeProblems(node);
  if (problems.length) throw new Error(`The ${name} example is not a valid node: ${problems.join('; ')}`);
  return [`### ${name}`, String(schema.description ?? ''), widgetFacts(meta), propsTable(schema), jsonBlock(node)].join(
    '\n\n',
  );
}

export function widgetsChapter(widgets: readonly Widget[], keys: ReadonlyMap<string, string>): string {
  return [
    '## Widgets',
    'A node is `{ "type": …, "id": …, "visible": "{{ … }}", "props": { … }, "on": { "<event>": [ …actions ] } }`; `each` repeats it per list item, `bind` ties an input\'s value to `state`. Every prop may also be a `{{ binding }}`; words come from the catalogue (`{ "$t": key }`, [words.md](words.md)). Each example below passes the page checker when pasted into a page (tests/unit/gen/operatorReferenceExamples.test.ts).',
    "A node's `id` is its test id: it reaches the page as `data-testid=\"<id>\"` on the outermost element of its widget, so a tester's script finds the node by the id the page definition gives it (`page.getByTestId('repay')` in Playwright, `[data-testid=\"repay\"]` in CSS). Every item of a repeated node carries its id. Group and ThemeScope draw no element of their own, so their id is on no element: give ids to their children. A region's `name` is on its `<section>` as `data-region`, a dialog's id on its `<dialog>` as `data-dialog`.",
    ...widgets.map((widget) => widgetSection(widget, keys)),
  ].join('\n\n');
}
