// Success answers are read tolerantly against the endpoint's documented shape (api/answer-reader.ts) before a page
// sees them. The reader schemas are plain data generated at build time (`npm run gen`), one module per endpoint,
// loaded when that endpoint is first called (beside its request).
import { readAnswer, type ReaderSchema, type ReadOutcome } from './answer-reader';

const modules = import.meta.glob<{ schema: ReaderSchema }>('../schemas/generated/responses/*.js');

const loading = new Map<string, Promise<ReaderSchema | null>>();

/**
 * Starts loading the endpoint's reader schema (once): the client calls this when a request goes out, so the schema
 * arrives beside the answer instead of after it. null when there is none or it cannot load.
 */
export function loadReaderSchema(endpoint: string): Promise<ReaderSchema | null> {
  const known = loading.get(endpoint);
  if (known) return known;
  const path = `../schemas/generated/responses/${endpoint}.js`;
  const load = Object.hasOwn(modules, path) ? modules[path] : undefined;
  if (!load) return Promise.resolve(null);
  // A failed load is not remembered: the next call tries again.
  const pending = load().then(
    (module) => module.schema,
    () => {
      loading.delete(endpoint);
      return null;
    },
  );
  loading.set(endpoint, pending);
  return pending;
}

/**
 * The answer's data as the page may use it. A schema that cannot load (a bad moment on the network) lets the answer
 * through as sent rather than failing every call of the session: the renderer's expressions and widgets still cope
 * with wrong kinds, the reader only spares them most of it.
 */
export async function readSuccessData(endpoint: string, data: unknown): Promise<ReadOutcome> {
  const schema = await loadReaderSchema(endpoint);
  if (!schema) return { usable: true, data, drift: [], dropped: [] };
  return readAnswer(endpoint, schema, data);
}
