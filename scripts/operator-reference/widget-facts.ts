// What a widget's schema says about it, as Markdown: its facts (events, children, bind, lead picture) and its props
// table. Browser-safe: the operator reference and Storybook's Docs pages (stories/support/WidgetDocsPage.tsx) print both.
import { code, defaultText, table, typeText } from './markdown';

type Schema = Record<string, unknown>;

export interface WidgetMeta {
  events?: string[];
  children?: boolean;
  bind?: boolean;
  leadImage?: { prop: string; when?: string };
  /** Props that hold words (paths, `*` for every item): the examples take them from the catalogue. */
  words?: string[];
}

export function widgetFacts(meta: WidgetMeta): string {
  const facts = [
    `Events: ${meta.events?.length ? meta.events.map(code).join(', ') : 'none'}`,
    `children: ${meta.children ? 'yes' : 'no'}`,
    `bind: ${meta.bind ? 'yes (its value lives at the `bind` path)' : 'no'}`,
    ...(meta.leadImage
      ? [
          `lead picture: prop ${code(meta.leadImage.prop)}${meta.leadImage.when ? ` when ${code(meta.leadImage.when)}` : ''}`,
        ]
      : []),
  ];
  return facts.join(' · ');
}

/** Every prop with its type, whether it is required, its default and its description. */
export function propsTable(schema: Schema): string {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const rows = Object.entries(properties).map(([key, prop]) => [
    code(key),
    typeText(prop),
    required.has(key) ? 'yes' : '',
    defaultText(prop),
    prop.description ?? '',
  ]);
  return rows.length ? table(['prop', 'type', 'required', 'default', 'description'], rows) : 'No props.';
}
