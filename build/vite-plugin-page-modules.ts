// Each page definition becomes a module that also imports exactly the widgets it uses, so a screen loads
// its own JSON and its own widgets (fetched in parallel, as one dynamic import's dependencies) and nothing else.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { earlyCallsOf, leadImageRules, type EarlyCall } from './page-early-calls';
import { compiledExpressionsIn, compiledExpressionsOf, usesStorageSchemas, widgetTypesOf } from './page-walk';
import { messageKeysOf } from '../checker/words/message-keys';
import { compileCatalogue } from './vite-plugin-messages.mjs';
import { widgetExportName, widgetFolder } from './widget-modules.mjs';
import { readExpandedPage } from '../checker/node/expanded-pages';

const PAGE_MODULE = /\/pages\/([A-Za-z][A-Za-z0-9]*)\.json\?page$/;

/** `virtual:early-calls`: each page's first call when it can start before the page's code (build/page-early-calls.ts). */
const EARLY_CALLS_ID = 'virtual:early-calls';

/** Each page's early calls, by page name, read from pages/ and the catalogue under `root`. */
export function earlyCallTable(root: string, watch: (file: string) => void = () => {}): Record<string, EarlyCall[]> {
  const catalogueFile = join(root, 'api', 'endpoints.json');
  watch(catalogueFile);
  const catalogue = JSON.parse(readFileSync(catalogueFile, 'utf8')).endpoints as Record<string, { effect?: boolean }>;
  const isRead = (endpoint: string) => Object.hasOwn(catalogue, endpoint) && catalogue[endpoint].effect !== true;
  const rules = leadImageRules(root);
  const pagesDir = join(root, 'pages');
  const table: Record<string, EarlyCall[]> = {};
  for (const file of readdirSync(pagesDir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const calls = earlyCallsOf(
      readExpandedPage(root, join(pagesDir, file), watch) as Parameters<typeof earlyCallsOf>[0],
      isRead,
      rules,
    );
    if (calls.length) table[file.slice(0, -'.json'.length)] = calls;
  }
  return table;
}

function earlyCallsModule(root: string, watch: (file: string) => void): string {
  const table = earlyCallTable(root, watch);
  return `export const earlyCalls = ${JSON.stringify(table)};\nexport const expressions = ${JSON.stringify(compiledExpressionsIn(table))};`;
}

/**
 * Data as a module that V8 reads with its JSON parser: for objects of this size that is faster than a JavaScript
 * object literal, and leaves no literal boilerplate (code that rebuilds the object) on the heap. The string holds
 * JSON only, so escaping `\\`, the quote and the two line terminators JavaScript strings may not contain is enough.
 */
export function jsonParseExpression(value: unknown): string {
  const json = JSON.stringify(value).replace(/[\\'\u2028\u2029]/g, (char) =>
    char === "'" || char === '\\' ? `\\${char}` : `\\u${char.charCodeAt(0).toString(16)}`,
  );
  return `JSON.parse('${json}')`;
}

/** What only people and the checker read: the editor's `$schema` line and the notes that justify checker warnings. */
export function leanPage(page: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _schema, notes: _notes, ...rest } = page;
  return rest;
}

export function pageModulesPlugin(): Plugin {
  let root = process.cwd();
  let building = false;
  return {
    name: 'app-page-modules',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === EARLY_CALLS_ID ? `\0${EARLY_CALLS_ID}` : null;
    },
    load(id) {
      if (id === `\0${EARLY_CALLS_ID}`) return earlyCallsModule(root, (file) => this.addWatchFile(file));
      const match = PAGE_MODULE.exec(id.replace(/\\/g, '/'));
      if (!match) return null;
      const file = id.slice(0, id.indexOf('?'));
      const page = readExpandedPage(root, file, (path) => this.addWatchFile(path)) as Record<string, unknown>;
      // The dev server imports the file itself (an edit reloads the screen; vite-plugin-page-fragments expands it);
      // the build inlines what the browser reads.
      const lines = [
        building ? `const page = ${jsonParseExpression(leanPage(page))};` : `import page from ${JSON.stringify(file)};`,
      ];
      const entries: string[] = [];
      widgetTypesOf(page).forEach((type, i) => {
        const index = join(root, widgetFolder(type), 'index.ts');
        if (!existsSync(index)) this.error(`${file}: no widget "${type}" (expected ${index})`);
        lines.push(`import { ${widgetExportName(type)} as w${i} } from ${JSON.stringify(index)};`);
        entries.push(`${JSON.stringify(type)}: w${i}`);
      });
      // Typed storage values are checked by validators only the pages that keep such values load.
      if (usesStorageSchemas(page))
        lines.push(
          `export { storageValidators } from ${JSON.stringify(resolve(root, 'schemas/generated/validate-storage.js'))};`,
        );
      lines.push(
        'export default page;',
        `export const widgets = { ${entries.join(', ')} };`,
        `export const expressions = ${jsonParseExpression(compiledExpressionsOf(page))};`,
        // The English words the page uses travel with it: an English reader fetches no catalogue (renderer/i18n).
        `export const messages = ${jsonParseExpression(englishWordsOf(page, root, (file) => this.addWatchFile(file)))};`,
      );
      return lines.join('\n');
    },
  };
}

/** The compiled English messages of the keys a page uses (a key English lacks is left to the page checker). */
export function englishWordsOf(
  page: unknown,
  root: string,
  watch: (file: string) => void = () => {},
): Record<string, unknown> {
  const file = resolve(root, 'messages/en.json');
  watch(file);
  const english = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const used = messageKeysOf(page).filter((key) => Object.hasOwn(english, key));
  return compileCatalogue(Object.fromEntries(used.map((key) => [key, english[key]])), file);
}

/**
 * Configuration files carry things for people and the checker (`$schema` lines, the catalogue's `note`s, the
 * manifest's `query` lists); the browser gets only what it reads.
 */
const LEAN: Array<{ file: RegExp; strip(json: Record<string, unknown>): void }> = [
  {
    file: /\/api\/endpoints\.json$/,
    strip: (json) => Object.values(json.endpoints ?? {}).forEach((e) => delete (e as { note?: string }).note),
  },
  {
    file: /\/pages\.json$/,
    strip: (json) => Object.values(json.routes ?? {}).forEach((r) => delete (r as { query?: string[] }).query),
  },
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
