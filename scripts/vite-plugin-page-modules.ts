// Each page definition becomes a module that also imports exactly the widgets it uses, so a screen loads
// its own JSON and its own widgets (fetched in parallel, as one dynamic import's dependencies) and nothing else.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { compile } from '../renderer/expr';

const PAGE_MODULE = /\/pages\/([A-Za-z][A-Za-z0-9]*)\.json\?page$/;

interface NodeLike {
  type?: unknown;
  children?: unknown;
}

/** Widget types used by a page: nodes of its regions and dialogs, walked structurally (never data that has a `type`). */
export function widgetTypesOf(page: { regions?: Array<{ children?: unknown }>; dialogs?: Record<string, { children?: unknown }> }): string[] {
  const types = new Set<string>();
  const visit = (nodes: unknown) => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes as NodeLike[]) {
      if (typeof node?.type === 'string') types.add(node.type);
      visit(node?.children);
    }
  };
  for (const region of page.regions ?? []) visit(region.children);
  for (const dialog of Object.values(page.dialogs ?? {})) visit(dialog.children);
  return [...types].sort();
}

/** Every expression of a page, compiled now, so the browser never needs the parser for bundled pages. */
export function compiledExpressionsOf(page: unknown): Record<string, unknown> {
  const table: Record<string, unknown> = {};
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.includes('{{') && !(value in table)) table[value] = compile(value);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(page);
  return table;
}

export function pageModulesPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'app-page-modules',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    load(id) {
      const match = PAGE_MODULE.exec(id.replace(/\\/g, '/'));
      if (!match) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const page = JSON.parse(readFileSync(file, 'utf8'));
      const widgetsDir = resolve(root, 'widgets');
      const lines = [`import page from ${JSON.stringify(file)};`];
      const entries: string[] = [];
      widgetTypesOf(page).forEach((type, i) => {
        const index = join(widgetsDir, type, 'index.ts');
        if (!existsSync(index)) this.error(`${file}: no widget "${type}" (expected ${index})`);
        lines.push(`import { ${type}Widget as w${i} } from ${JSON.stringify(index)};`);
        entries.push(`${JSON.stringify(type)}: w${i}`);
      });
      lines.push(
        'export default page;',
        `export const widgets = { ${entries.join(', ')} };`,
        `export const expressions = ${JSON.stringify(compiledExpressionsOf(page))};`,
      );
      return lines.join('\n');
    },
  };
}

/**
 * Configuration files carry things for people and the checker (`$schema` lines, the catalogue's `note`s, the
 * manifest's `query` lists); the browser gets only what it reads.
 */
const LEAN: Array<{ file: RegExp; strip(json: Record<string, unknown>): void }> = [
  { file: /\/api\/endpoints\.json$/, strip: (json) => Object.values(json.endpoints ?? {}).forEach((e) => delete (e as { note?: string }).note) },
  { file: /\/pages\.json$/, strip: (json) => Object.values(json.routes ?? {}).forEach((r) => delete (r as { query?: string[] }).query) },
  { file: /\/env\.json$/, strip: () => {} },
];

export function leanJsonPlugin(): Plugin {
  return {
    name: 'app-lean-json',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      const path = id.replace(/\\/g, '/');
      const lean = LEAN.find((entry) => entry.file.test(path));
      if (!lean) return null;
      const json = JSON.parse(readFileSync(id, 'utf8'));
      delete json.$schema;
      lean.strip(json);
      return JSON.stringify(json);
    },
  };
}
