// Values pages keep in storage are typed by named schemas (schemas/storage/*.schema.json), compiled to
// standalone validators at build time: storage outlives a release and is shared by every page of the
// origin, so what is read back may be stale or foreign and is checked before a page renders it.
// The validators arrive with the pages that use them (their page modules export them, build/vite-plugin-page-modules.ts)
// and reach the storage action through the page's run context; tests, Storybook and the lab pass them all
// (renderer/host.ts). So no other screen downloads them, and no page finds them by who imported what first.
import type { StorageAction } from '../../../schemas/generated/types';
import type { ReaderSchema } from '../../../api/answer-reader';

export type StorageSchemaName = NonNullable<StorageAction['schema']>;

export interface StorageValidator {
  (value: unknown): boolean;
  errors?: Array<{ instancePath?: string; message?: string }> | null;
  /** The value's shape for the tolerant reader, which reads a stored value as it reads a server answer. */
  shape?: ReaderSchema;
}

/** Validators by schema name, as `schemas/generated/validate-storage` exports them. */
export type StorageValidators = Readonly<Partial<Record<string, StorageValidator>>>;

/** null when the value fits the named schema, else one sentence naming what does not. Unknown schema: refused. */
export function storageProblem(
  validators: StorageValidators | undefined,
  name: StorageSchemaName,
  value: unknown,
): string | null {
  const validate = validators && Object.hasOwn(validators, name) ? validators[name] : undefined;
  if (!validate) return `The saved ${name} cannot be checked here (no validator for it was loaded).`;
  if (validate(value)) return null;
  const first = validate.errors?.[0];
  const where = first?.instancePath ? ` at ${first.instancePath}` : '';
  return `The saved ${name} is out of date or not ours (${first?.message ?? 'invalid'}${where}).`;
}

/**
 * A stored value read back as a server answer is (storage outlives a release and any script of the origin can write
 * it): by its shape first, so a title that is not text is left out rather than shown as "[object Object]", then
 * checked whole. The reader is the answer reader's own chunk, loaded when a page first reads a typed value.
 */
export async function readStoredValue(
  validators: StorageValidators | undefined,
  name: StorageSchemaName,
  value: unknown,
): Promise<{ value: unknown; problem: string | null }> {
  const shape = validators && Object.hasOwn(validators, name) ? validators[name]?.shape : undefined;
  let read = value;
  if (shape) {
    const { readAnswer } = await import('../../../api/answer-reader');
    const outcome = readAnswer(`storage ${name}`, shape, value);
    if (!outcome.usable) return { value: null, problem: storageProblem(validators, name, value) };
    read = outcome.data;
  }
  const problem = storageProblem(validators, name, read);
  return problem ? { value: null, problem } : { value: read, problem: null };
}
