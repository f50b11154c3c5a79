// Request checking against the endpoint's request schema, with messages that name the field.
import Ajv, { type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import { endpoints, type EndpointId } from '../api/catalogue';
import { endpointSchemas } from './schemas';

/** The same options as the repository's schema checker, so a schema either passes both or neither. */
export const SCHEMA_OPTIONS: Options = { allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true };

export type RequestCheck = { ok: true; params: Record<string, unknown> } | { ok: false; message: string };

function fieldPath(error: ErrorObject): string {
  return error.instancePath.split('/').filter(Boolean).join('.');
}

function describe(error: ErrorObject): string {
  const path = fieldPath(error);
  if (error.keyword === 'required') {
    const missing: unknown = error.params.missingProperty;
    return `${path ? `${path}.` : ''}${String(missing)} is required`;
  }
  const field = path || 'request';
  if (error.keyword === 'const') return `${field} must be ${JSON.stringify(error.params.allowedValue)}`;
  if (error.keyword === 'enum') {
    const allowed: unknown = error.params.allowedValues;
    const list = Array.isArray(allowed) ? allowed.map((value) => JSON.stringify(value)).join(', ') : '';
    return `${field} must be one of ${list}`;
  }
  return `${field} ${error.message ?? 'is invalid'}`;
}

/** "score must be <= 5; problemId is required": every problem once, `if` wrappers left out (their `then` speaks). */
export function describeErrors(errors: readonly ErrorObject[]): string {
  const messages = errors.filter((error) => error.keyword !== 'if').map(describe);
  return [...new Set(messages)].join('; ');
}

export function createRequestChecker(): (id: EndpointId, params: unknown) => RequestCheck {
  // Form, query and multipart values all arrive as text, so those are checked with type coercion;
  // JSON bodies keep their types and are checked as sent.
  const coercing = new Ajv({ ...SCHEMA_OPTIONS, coerceTypes: true });
  const exact = new Ajv(SCHEMA_OPTIONS);
  const compiled = new Map<EndpointId, ValidateFunction>();

  function validatorFor(id: EndpointId): ValidateFunction {
    let validate = compiled.get(id);
    if (!validate) {
      const ajv = endpoints[id].encoding === 'json' ? exact : coercing;
      validate = ajv.compile(endpointSchemas(id).request);
      compiled.set(id, validate);
    }
    return validate;
  }

  return (id, params) => {
    // Coercion rewrites values in place; the recorded request must keep what was actually sent.
    const copy: unknown = structuredClone(params);
    const validate = validatorFor(id);
    if (validate(copy) && typeof copy === 'object' && copy !== null && !Array.isArray(copy)) {
      return { ok: true, params: { ...copy } };
    }
    return { ok: false, message: describeErrors(validate.errors ?? []) || 'request must be an object' };
  };
}
