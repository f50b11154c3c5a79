// @vitest-environment node
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import endpointsJson from '../../../api/endpoints.json';
import endpointSchemasJson from '../../../api/endpoint-schemas.json';
import endpointsMeta from '../../../schemas/endpoints.schema.json';
import endpointSchemasMeta from '../../../schemas/endpoint-schemas.schema.json';
import {
  ENDPOINT_IDS,
  endpoints,
  getEndpoint,
  isEndpointId,
  isSuccessCode,
  type EndpointId,
} from '../../../api/catalogue';
import { endpointSchemas } from '../../../sandbox/schemas';
import { SCHEMA_OPTIONS } from '../../../sandbox/validation';

const ajv = new Ajv(SCHEMA_OPTIONS);
const withoutSchemaKey = (value: Record<string, unknown>) => Object.keys(value).filter((key) => key !== '$schema');

describe('endpoint catalogue', () => {
  it('ENDPOINT_IDS lists exactly the ids of endpoints.json and endpoint-schemas.json', () => {
    const sorted = [...ENDPOINT_IDS].sort();
    expect(Object.keys(endpointsJson.endpoints).sort()).toEqual(sorted);
    expect(withoutSchemaKey(endpointSchemasJson).sort()).toEqual(sorted);
  });

  it('both JSON files satisfy their schemas', () => {
    for (const [meta, data] of [
      [endpointsMeta, endpointsJson],
      [endpointSchemasMeta, endpointSchemasJson],
    ] as const) {
      const validate = ajv.compile(meta);
      expect(validate(data), ajv.errorsText(validate.errors)).toBe(true);
    }
  });

  it('the catalogue schema refuses a GET with a body encoding and an unknown field', () => {
    const validate = ajv.compile(endpointsMeta);
    const entry = { method: 'GET', path: '/v3/x', encoding: 'form', successCodes: [0], timeoutMs: 1 };
    expect(validate({ endpoints: { x: entry } })).toBe(false);
    expect(validate({ endpoints: { x: { ...entry, encoding: 'query', retries: 2 } } })).toBe(false);
    expect(validate({ endpoints: { x: { ...entry, encoding: 'query' } } })).toBe(true);
  });

  it.each(ENDPOINT_IDS)('%s: request and response schemas compile under the strict checker options', (id) => {
    const { request, response } = endpointSchemas(id);
    expect(() => ajv.compile(request)).not.toThrow();
    expect(() => ajv.compile(response)).not.toThrow();
  });

  it('every endpoint has a path under apiBase without a file extension, a 60 s time-out and a unique method + path', () => {
    const routes = ENDPOINT_IDS.map((id) => `${endpoints[id].method} ${endpoints[id].path}`);
    expect(new Set(routes).size).toBe(ENDPOINT_IDS.length);
    for (const id of ENDPOINT_IDS) {
      expect(endpoints[id].path.startsWith('/api/'), id).toBe(false);
      expect(endpoints[id].timeoutMs, id).toBe(60_000);
      // The sandbox leaves paths ending in a file name to the dev server (api/ source modules).
      expect(endpoints[id].path, id).not.toMatch(/\.[A-Za-z0-9]+$/);
    }
  });

  it('keeps the spec paths and success codes the brief fixes', () => {
    const pick = (id: EndpointId) => [
      endpoints[id].method,
      endpoints[id].path,
      endpoints[id].encoding,
      endpoints[id].successCodes,
    ];
    expect(pick('cardInit')).toEqual(['POST', '/v3/bind-card/card-init', 'form', ['00']]);
    expect(pick('uploadProblemImg')).toEqual(['POST', '/user-problem/upload-problem-img', 'multipart', ['00']]);
    expect(pick('repaymentWay')).toEqual(['POST', '/v1/youmi/youmi-api/service/loan/repayment-way', 'form', [0]]);
    expect(pick('getSid')).toEqual(['GET', '/v2/youmi/promotion/get-sid', 'query', ['0']]);
    expect(pick('channelTemplate')).toEqual(['GET', '/v2/youmi/service/channel/channel-template', 'query', ['00']]);
    expect(pick('productRedirect')).toEqual(['POST', '/v3/product/product-redirect', 'form', ['00']]);
    expect(pick('loanDetails')).toEqual(['POST', '/v3/loan-details/loan-details', 'form', [0]]);
    expect(endpoints.getCaptcha.returns).toBe('image');
  });

  it('getEndpoint throws for an unknown id; isEndpointId tells them apart', () => {
    expect(getEndpoint('eventSave').path).toBe('/v3/event/event-save');
    expect(() => getEndpoint('nope' as EndpointId)).toThrow('Unknown endpoint id "nope"');
    expect([isEndpointId('eventSave'), isEndpointId('toString'), isEndpointId('nope')]).toEqual([true, false, false]);
  });

  it('isSuccessCode: numbers by parseInt, strings exactly, other types never', () => {
    expect([0, '0', '00', ' 0'].map((code) => isSuccessCode(endpoints.loanDetails, code))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['00', '0', 0, null, undefined].map((code) => isSuccessCode(endpoints.cardInit, code))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
