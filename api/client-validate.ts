// Success answers are checked against the endpoint's response schema (api/endpoint-schemas.json) before a page
// sees them: a list that arrives as an object, a title that is an object, a missing field are a malformed answer
// (the page's error state with its retry), never a white screen, a vanished form or "[object Object]".
// The validators are standalone code generated at build time (`npm run gen`: no ajv compiler, no code generation
// at run time), one module per endpoint, loaded when that endpoint is first called (beside its request).

interface Validator {
  (data: unknown): boolean;
  errors?: Array<{ instancePath: string; message?: string }> | null;
}

const modules = import.meta.glob<{ validate: Validator }>('../schemas/generated/responses/*.js');

export type AnswerCheck = { ok: true } | { ok: false; problem: string };

const loading = new Map<string, Promise<Validator | null>>();

/**
 * Starts loading the endpoint's validator (once): the client calls this when a request goes out, so the validator
 * arrives beside the answer instead of after it. null when there is none or it cannot load.
 */
export function loadValidator(endpoint: string): Promise<Validator | null> {
  const known = loading.get(endpoint);
  if (known) return known;
  const load = Object.hasOwn(modules, `../schemas/generated/responses/${endpoint}.js`) ? modules[`../schemas/generated/responses/${endpoint}.js`] : undefined;
  if (!load) return Promise.resolve(null);
  // A failed load is not remembered: the next call tries again.
  const pending = load().then(
    (module) => module.validate,
    () => {
      loading.delete(endpoint);
      return null;
    },
  );
  loading.set(endpoint, pending);
  return pending;
}

/**
 * Whether `data` has the shape the endpoint promises. A validator that cannot load (a bad moment on the network)
 * lets the answer through unchecked rather than failing every call of the session: the renderer still copes with
 * wrong kinds, this check only turns them into a clear error state.
 */
export async function checkAnswer(endpoint: string, data: unknown): Promise<AnswerCheck> {
  const validate = await loadValidator(endpoint);
  if (!validate || validate(data)) return { ok: true };
  const first = validate.errors?.[0];
  return { ok: false, problem: `${first?.instancePath || '/'} ${first?.message ?? 'is invalid'}` };
}
