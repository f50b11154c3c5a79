import envJson from '../env.json';
import type { EnvConfig as EnvConfigWithSchemaLine } from '../schemas/generated/types';

/** The environment config (schemas/env.schema.json), without the editor's `$schema` line. */
export type EnvConfig = Omit<EnvConfigWithSchemaLine, '$schema'>;

// A JSON import widens `currencyFlag` to number and `locale` to string; the build-time schema check guarantees 0 | 1
// and a known locale, so narrowing here only restates that without a cast.
const { $schema: _editorSchemaPath, currencyFlag, locale, ...config } = envJson;

export const env: EnvConfig = {
  ...config,
  currencyFlag: currencyFlag === 1 ? 1 : 0,
  locale: locale === 'fil' ? 'fil' : 'en',
};
