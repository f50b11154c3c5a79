// Success answers are read tolerantly against the endpoint's documented shape (api/answer-reader.ts) before a page
// sees them. The reader schemas are plain data generated at build time (`npm run gen`), one module per endpoint,
// loaded when that endpoint is first called (beside its request).
import type { ReaderSchema, ReadOutcome } from './answer-reader';

const modules = import.meta.glob<{ schema: ReaderSchema }>('../schemas/generated/responses/*.js');

const loading = new Map<string, Promise<ReaderSchema | null>>();

// The reader itself is a chunk of its own, loaded with the first schema: screens that read nothing (the public site,
// the legal pages) do not carry it, and a route's HTML preloads it beside the schemas of its early reads.
type ReaderModule = typeof import('./answer-reader');
let reader: Promise<ReaderModule | null> | undefined;
function loadReader(): Promise<ReaderModule | null> {
  reader ??= import('./answer-reader').catch(() => {
    reader = undefined; // not remembered: the next answer tries again
    return null;
  });
  return reader;
}

/**
 * Starts loading the endpoint's reader schema (once): the client calls this when a request goes out, so the schema
 * arrives beside the answer instead of after it. null when there is none or it cannot load.
 */
export function loadReaderSchema(endpoint: string): Promise<ReaderSchema | null> {
  void loadReader();
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
 * The answer's data as the page may use it. A schema or reader that cannot load (a bad moment on the network) lets the answer
 * through as sent rather than failing every call of the session: the renderer's expressions and widgets still cope
 * with wrong kinds, the reader only spares them most of it.
 */
export async function readSuccessData(endpoint: string, data: unknown): Promise<ReadOutcome> {
  const [schema, module] = await Promise.all([loadReaderSchema(endpoint), loadReader()]);
  if (!schema || !module) return { usable: true, data, drift: [], dropped: [] };
  return module.readAnswer(endpoint, schema, data);
}
