// The environment config (schemas/env.schema.json): its type, and how a JSON document becomes one. The app reads its
// config from the page at load time (renderer/start/pageConfig.ts), never from a file compiled into its code, so one build
// serves every environment; the repository's own env.json, which the development tools, the tests and Storybook run
// with, is api/env-json.ts (the architecture test keeps it out of what a borrower downloads).
import type { EnvConfig as EnvConfigWithSchemaLine } from '../schemas/generated/types';

/** The environment config (schemas/env.schema.json), without the editor's `$schema` line. */
export type EnvConfig = Omit<EnvConfigWithSchemaLine, '$schema'>;

/** An env document as JSON reads it (a number where the schema allows 0 or 1, any text for the locale). */
export type EnvJson = Omit<EnvConfigWithSchemaLine, 'currencyFlag' | 'locale'> & {
  currencyFlag: number;
  locale?: string;
};

/**
 * A checked env document as the app's config. JSON widens `currencyFlag` to number and `locale` to string; the schema
 * check every env file passes (the build, `npm run configure`) guarantees 0 | 1 and a known locale, so narrowing here
 * only restates that without a cast.
 */
export function envFromJson(json: EnvJson): EnvConfig {
  const { $schema: _editorSchemaPath, currencyFlag, locale, ...config } = json;
  return { ...config, currencyFlag: currencyFlag === 1 ? 1 : 0, locale: locale === 'fil' ? 'fil' : 'en' };
}
