// Values pages keep in storage are typed by named schemas (schemas/storage/*.schema.json), compiled to
// standalone validators at build time: storage outlives a release and is shared by every page of the
// origin, so what is read back may be stale or foreign and is checked before a page renders it.
// The validators arrive with the pages that use them (installStorageValidators.ts, imported by those page chunks),
// so no other screen downloads them.
import type { StorageAction } from '../../../schemas/generated/types';

export type StorageSchemaName = NonNullable<StorageAction['schema']>;

interface StorageValidator {
  (value: unknown): boolean;
  errors?: Array<{ instancePath?: string; message?: string }> | null;
}

const installed: Partial<Record<string, StorageValidator>> = {};

export function installStorageValidators(validators: Readonly<Record<string, StorageValidator>>): void {
  Object.assign(installed, validators);
}

/** null when the value fits the named schema, else one sentence naming what does not. Unknown schema: refused. */
export function storageProblem(name: StorageSchemaName, value: unknown): string | null {
  const validate = Object.hasOwn(installed, name) ? installed[name] : undefined;
  if (!validate) return `The saved ${name} cannot be checked here (no validator for it was loaded).`;
  if (validate(value)) return null;
  const first = validate.errors?.[0];
  const where = first?.instancePath ? ` at ${first.instancePath}` : '';
  return `The saved ${name} is out of date or not ours (${first?.message ?? 'invalid'}${where}).`;
}
