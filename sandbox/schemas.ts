// Typed access to api/endpoint-schemas.json (the request and response contract of every endpoint).
import type { AnySchema } from 'ajv';
import endpointSchemasJson from '../api/endpoint-schemas.json';
import type { EndpointId } from '../api/catalogue';

export interface EndpointSchemaPair {
  request: AnySchema;
  response: AnySchema;
}

// Widened on purpose: the JSON's inferred literal type says nothing more useful than "a schema".
const allSchemas: Record<string, unknown> = endpointSchemasJson;

function isSchema(value: unknown): value is AnySchema {
  return typeof value === 'boolean' || (typeof value === 'object' && value !== null && !Array.isArray(value));
}

export function endpointSchemas(id: EndpointId): EndpointSchemaPair {
  const entry = allSchemas[id];
  if (typeof entry === 'object' && entry !== null && 'request' in entry && 'response' in entry) {
    const { request, response } = entry;
    if (isSchema(request) && isSchema(response)) return { request, response };
  }
  throw new Error(`api/endpoint-schemas.json has no request/response schemas for "${id}"`);
}
