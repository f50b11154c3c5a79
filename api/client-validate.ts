// Success answers are checked against the endpoint's response schema (api/endpoint-schemas.json) before a page
// sees them: a list that arrives as an object, a title that is an object, a missing field are a malformed answer
// (the page's error state with its retry), never a white screen, a vanished form or "[object Object]".
// The validators are standalone code generated at build time (`npm run gen`: no ajv compiler, no code generation
// at run time), one module per endpoint, loaded on that endpoint's first answer only.

interface Validator {
  (data: unknown): boolean;
  errors?: Array<{ instancePath: string; message?: string }> | null;
}

const modules = import.meta.glob<{ validate: Validator }>('../schemas/generated/responses/*.js');

export type AnswerCheck = { ok: true } | { ok: false; problem: string };

/**
 * Whether `data` has the shape the endpoint promises. A validator that cannot load (a bad moment on the network)
 * lets the answer through unchecked rather than failing every call of the session: the renderer still copes with
 * wrong kinds, this check only turns them into a clear error state.
 */
export async function checkAnswer(endpoint: string, data: unknown): Promise<AnswerCheck> {
  const load = modules[`../schemas/generated/responses/${endpoint}.js`];
  if (!load) return { ok: true };
  let validate: Validator;
  try {
    ({ validate } = await load());
  } catch {
    return { ok: true };
  }
  if (validate(data)) return { ok: true };
  const first = validate.errors?.[0];
  return { ok: false, problem: `${first?.instancePath || '/'} ${first?.message ?? 'is invalid'}` };
}
