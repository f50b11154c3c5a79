// @vitest-environment node
import { describe, expect, it } from 'vitest';
import catalogue from '../../../api/endpoints.json';
import schemas from '../../../api/endpoint-schemas.json';

describe('the catalogue says what each endpoint returns, as its response schema does', () => {
  it('`data` is object/array exactly where the response schema says so', () => {
    const mismatches = Object.entries(catalogue.endpoints).flatMap(([id, endpoint]) => {
      const response = (schemas as Record<string, { response?: { type?: unknown } }>)[id]?.response;
      const declared = response?.type === 'object' || response?.type === 'array' ? response.type : undefined;
      const listed = (endpoint as { data?: string; returns?: string }).returns === 'image' ? undefined : (endpoint as { data?: string }).data;
      return declared === listed ? [] : [`${id}: catalogue ${listed ?? 'any'}, schema ${declared ?? 'any'}`];
    });
    expect(mismatches).toEqual([]);
  });
});
