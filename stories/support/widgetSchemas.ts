// Every widget's schema by type, for the Docs pages (the stories generated from the schemas import their own).
type WidgetSchema = Record<string, unknown>;

const modules = import.meta.glob<{ default: WidgetSchema }>('../../schemas/widgets/*.schema.json', { eager: true });

/** The tag of a story generated from an entry of a schema's `examples`. */
export { SCHEMA_EXAMPLE_TAG } from '../../scripts/widget-catalogue.mjs';

/** `Widgets/Button` → `Button`; undefined for a title outside the widget catalogue. */
export const widgetTypeOfTitle = (title: string): string | undefined => /^Widgets\/([^/]+)$/.exec(title)?.[1];

export const widgetSchemaOf = (type: string): WidgetSchema | undefined =>
  modules[`../../schemas/widgets/${type}.schema.json`]?.default;
