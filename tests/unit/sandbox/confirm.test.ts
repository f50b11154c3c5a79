// @vitest-environment node
// The loan-confirmation and joint-login-failure scenarios: every one schema-valid, each branch as listed in
// sandbox/README.md, and the agreement documents served as static, script-free files.
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import type { EndpointId } from '../../../api/catalogue';
import { createSandbox } from '../../../sandbox/core';
import { endpointSchemas } from '../../../sandbox/schemas';
import { SCHEMA_OPTIONS } from '../../../sandbox/validation';
import { clientFor, ORIGIN } from './helpers';

const ajv = new Ajv(SCHEMA_OPTIONS);
const PRODUCTS = ['P001', 'P002', 'P003', 'P006', 'P009', 'P000'];

async function answer(id: EndpointId, params: Record<string, unknown>) {
  const result = await clientFor(createSandbox()).call(id, params);
  if (result.success) {
    const validate = ajv.compile(endpointSchemas(id).response);
    expect(validate(result.data), `${id}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  }
  return result;
}

describe('loan confirmation and failure scenarios', () => {
  it.each(PRODUCTS)('product %s: every confirmation and failure answer is schema-valid', async (productId) => {
    for (const id of ['loanDetailConfirm', 'confirmV2Detail', 'failureNotice'] as const) {
      expect((await answer(id, { productId })).success).toBe(true);
    }
    for (const id of ['contractList', 'confirmV2Contracts'] as const) {
      expect((await answer(id, { productId, scene: 3 })).success).toBe(true);
    }
  });

  it('P002 and P006 carry an agreement URL (an HTML page, a PDF); the others none', async () => {
    const url = async (productId: string) =>
      ((await answer('loanDetailConfirm', { productId })).data as { popAgreementUrl: string }).popAgreementUrl;
    expect(await url('P002')).toBe('/__sandbox/docs/loan-agreement.html');
    expect(await url('P006')).toBe('/__sandbox/docs/loan-agreement.pdf');
    expect(await url('P001')).toBe('');
  });

  it('P003 has no retention popup and no promotion; P001 has both', async () => {
    const v2 = async (productId: string) =>
      (await answer('confirmV2Detail', { productId })).data as { isPopType: number; NewButtonMsg: string };
    expect(await v2('P003')).toMatchObject({ isPopType: 0, NewButtonMsg: '' });
    expect(await v2('P001')).toMatchObject({ isPopType: 1, NewButtonMsg: 'Claim my discount' });
  });

  it("the push of P009 is refused with a message, in each version's code type", async () => {
    const params = { amount: 5000, periods: 1, termUnit: 91, productId: 'P009' };
    expect(await answer('loanDetailPush', params)).toMatchObject({ success: false, code: 4005 });
    expect(await answer('confirmV2Push', params)).toMatchObject({ success: false, code: '4005' });
    expect(await answer('confirmV2Push', { ...params, productId: 'P001' })).toMatchObject({
      success: true,
      code: '00',
    });
  });

  it('P000 has nothing to recommend', async () => {
    expect(((await answer('failureNotice', { productId: 'P000' })).data as { products: unknown[] }).products).toEqual(
      [],
    );
  });
});

describe('agreement documents', () => {
  const get = async (path: string) => {
    const reply = await createSandbox().handle(new Request(`${ORIGIN}${path}`));
    if (reply.kind !== 'response') throw new Error('fault');
    return reply.response;
  };

  it('serves the HTML agreements without any script', async () => {
    for (const path of ['/__sandbox/docs/loan-agreement.html', '/__sandbox/docs/promissory-note.html']) {
      const response = await get(path);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html).toMatch(/<h1>(Loan Agreement|Promissory Note)<\/h1>/);
      expect(html).not.toMatch(/<script|\son[a-z]+=/i);
    }
  });

  it('serves a real PDF, and nothing at unknown names', async () => {
    const pdf = await get('/__sandbox/docs/loan-agreement.pdf');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(await pdf.text()).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
    expect((await get('/__sandbox/docs/../control.ts')).status).toBe(404);
    expect((await get('/__sandbox/docs/secret.html')).status).toBe(404);
  });
});
