// `messages/<locale>.json?messages`: a locale's catalogue, compiled at build time. Each ICU message is parsed here, in
// Node, into the AST intl-messageformat formats; a message with no placeholder or plural is kept as its plain text.
// The browser therefore never parses a message (the build aliases the parser to its `no-parser` entry: vite.config.ts).
// Plain JavaScript with its types beside it (.d.mts): Storybook's and Vitest's config loaders refuse extensionless
// TypeScript imports, and this plugin is loaded by vite.config.ts, vitest.config.ts and .storybook/main.ts alike.
import { readFileSync } from 'node:fs';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

// `?messages` is the whole catalogue; `?messages=app,client` only the keys under those first names (the app's own words,
// which the renderer carries in English for every screen).
const CATALOGUE_MODULE = /\/messages\/[a-z]{2,3}(?:-[A-Z]{2})?\.json\?messages(?:=([a-z]+(?:,[a-z]+)*))?$/;

/** The parser options of the app: no rich-text tags (a `<` in a message is a character), plurals need `other`. */
export const PARSE_OPTIONS = Object.freeze({ ignoreTag: true, requiresOtherClause: true });

export function compileCatalogue(source, file = 'catalogue') {
  const compiled = {};
  for (const [key, message] of Object.entries(source)) {
    if (key === '$schema') continue;
    if (typeof message !== 'string') throw new Error(`${file}: "${key}" is not a string`);
    let ast;
    try {
      ast = parse(message, PARSE_OPTIONS);
    } catch (error) {
      throw new Error(`${file}: "${key}" is not an ICU message: ${error.message}`, { cause: error });
    }
    const plain = ast.every((element) => element.type === TYPE.literal);
    compiled[key] = plain ? ast.map((element) => element.value).join('') : ast;
  }
  return compiled;
}

export function messagesPlugin() {
  return {
    name: 'app-messages',
    enforce: 'pre',
    load(id) {
      const path = id.replace(/\\/g, '/');
      const match = CATALOGUE_MODULE.exec(path);
      if (!match) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const source = JSON.parse(readFileSync(file, 'utf8'));
      const only = match[1]?.split(',');
      const wanted = only
        ? Object.fromEntries(Object.entries(source).filter(([key]) => only.includes(key.split('.')[0])))
        : source;
      const compiled = compileCatalogue(wanted, file);
      // One string for V8's JSON parser, faster than compiling an object literal of this size.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
