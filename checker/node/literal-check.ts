// The Node part's LiteralCheck (checker/pages/page-calls.ts): ajv compiles a validator per param schema.
import Ajv, { type ValidateFunction } from 'ajv';
import type { LiteralCheck } from '../pages/page-calls';

// Form, query and multipart values travel as text and the server (like the sandbox) coerces them to the
// schema's type; a JSON body keeps the literal's own type.
const coercing = new Ajv({ coerceTypes: true, strict: false, allErrors: false });
const exact = new Ajv({ strict: false, allErrors: false });
const validators = new Map<unknown, { coerce?: ValidateFunction; exact?: ValidateFunction }>();

export const acceptsLiteral: LiteralCheck = (schema, value, coerce) => {
  if (JSON.stringify(schema).includes('"$ref"')) return true; // refs into the request's root: not judged here
  const cached = validators.get(schema) ?? {};
  validators.set(schema, cached);
  const key = coerce ? 'coerce' : 'exact';
  try {
    cached[key] ??= (coerce ? coercing : exact).compile({ type: 'object', properties: { v: schema } });
  } catch {
    return true;
  }
  return cached[key]({ v: value }) as boolean;
};
