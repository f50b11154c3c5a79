// How a widget's code is found from its type: the one convention behind every list of widgets. A widget is registered
// by its schema, schemas/widgets/<Type>.schema.json (the checker, the editor, the operator reference and the lab read
// the schemas); its code is widgets/<Type>/index.ts exporting `<Type>Widget`. The app's page modules
// (vite-plugin-page-modules.ts) import each page's widgets by it, and `npm run gen:types` writes widgets/registry.ts
// and each widget's story file (stories/widgets/generated/) by it (scripts/widget-catalogue.mjs).

/** The widget's folder, from the repository root. */
export const widgetFolder = (type) => `widgets/${type}`;

/** The name its index.ts exports its definition under. */
export const widgetExportName = (type) => `${type}Widget`;
