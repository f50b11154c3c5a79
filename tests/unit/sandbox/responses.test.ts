// @vitest-environment node
// Every default answer of every endpoint (and every order scenario) must satisfy its response schema,
// so pages built against the schemas work against the sandbox.
import { captchaFor } from '../../../sandbox/fixtures/registration';
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import { ENDPOINT_IDS, endpoints, isSuccessCode, type EndpointId } from '../../../api/catalogue';
import { createSandbox } from '../../../sandbox/core';
import { LOAN_SCENARIOS } from '../../../sandbox/scenarios';
import { endpointSchemas } from '../../../sandbox/schemas';
import { SCHEMA_OPTIONS } from '../../../sandbox/validation';
import { clientFor, ORIGIN, SAMPLE_REQUESTS } from './helpers';
import { REPAYMENT_SCENARIOS } from '../../../sandbox/fixtures/repayment';

const ajv = new Ajv(SCHEMA_OPTIONS);
const JSON_ENDPOINTS = ENDPOINT_IDS.filter((id) => endpoints[id].returns === 'json');

function expectValidData(id: EndpointId, data: unknown): void {
  const validate = ajv.compile(endpointSchemas(id).response);
  const valid = validate(data);
  expect(validate.errors ?? [], `${id}: ${ajv.errorsText(validate.errors)}`).toEqual([]);
  expect(valid).toBe(true);
}

describe('sandbox answers match the response schemas', () => {
  it.each(JSON_ENDPOINTS)('%s: the default answer succeeds with schema-valid data', async (id) => {
    const client = clientFor(createSandbox());
    const result = await client.call(id, SAMPLE_REQUESTS[id]);
    expect(result.message).toBe('success');
    expect(result.success).toBe(true);
    expect(isSuccessCode(endpoints[id], result.code)).toBe(true);
    expectValidData(id, result.data);
  });

  it.each(LOAN_SCENARIOS)('loanDetails scenario $orderId is schema-valid', async ({ orderId }) => {
    const result = await clientFor(createSandbox()).call('loanDetails', { productId: 'P001', orderId });
    expect(result.success).toBe(true);
    expectValidData('loanDetails', result.data);
  });

  it('every order of the complaint entry and the delay/instalment variants are schema-valid', async () => {
    const client = clientFor(createSandbox());
    for (const orderId of ['ORD174', 'ORD180', 'ORD200', 'unknown']) {
      expectValidData('problemInit', (await client.call('problemInit', { orderId })).data);
    }
    for (const channelNumber of ['90101', '90201', 'no-such-channel']) {
      const params = { ...SAMPLE_REQUESTS.generateVcode, channelNumber, isDelay: 1 };
      expectValidData('generateVcode', (await client.call('generateVcode', params)).data);
    }
    for (const { orderId } of [...REPAYMENT_SCENARIOS, { orderId: 'ORD174' }]) {
      expectValidData('loanPlayDetail', (await client.call('loanPlayDetail', { productId: 'P001', orderId })).data);
      expectValidData('delayDetail', (await client.call('delayDetail', { productId: 'P001', orderId })).data);
    }
    const agreementProduct = await client.call('loanDetailConfirm', { productId: 'P002' });
    expectValidData('loanDetailConfirm', agreementProduct.data);
  });

  it('the captcha answers an image, reachable through client.url', async () => {
    const sandbox = createSandbox();
    const url = clientFor(sandbox).url('getCaptcha', { sid: 'SID000001', t: '1' });
    expect(url).toBe(`${ORIGIN}/api/v2/youmi/promotion/get-captcha?sessionId=S-123&appVersion=3.2.0&sid=SID000001&t=1`);
    const reply = await sandbox.handle(new Request(url));
    if (reply.kind !== 'response') throw new Error('captcha answered a fault');
    expect(reply.response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await reply.response.text();
    // The image shows the captcha of this sid and time, letter by letter.
    expect([...svg.matchAll(/>([^<]+)<\/text>/g)].map((m) => m[1]).join('')).toBe(captchaFor('SID000001', '1').text);
  });
});
