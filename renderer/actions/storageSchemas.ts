// Values pages keep in storage are typed by named schemas (schemas/storage/*.schema.json), compiled to
// standalone validators at build time: storage outlives a release and is shared by every page of the
// origin, so what is read back may be stale or foreign and is checked before a page renders it.
import * as validators from '../../schemas/generated/validate-storage';
import type { StorageAction } from '../../schemas/generated/types';

export type StorageSchemaName = NonNullable<StorageAction['schema']>;

/** null when the value fits the named schema, else one sentence naming what does not. */
export function storageProblem(name: StorageSchemaName, value: unknown): string | null {
  const validate = validators[name];
  if (validate(value)) return null;
  const first = validate.errors?.[0];
  const where = first?.instancePath ? ` at ${first.instancePath}` : '';
  return `The saved ${name} is out of date or not ours (${first?.message ?? 'invalid'}${where}).`;
}
