// @vitest-environment node
// The other state the sandbox keeps: the bound card, registrations, legacy repay tokens and scores.
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../sandbox/core';
import { LOAN_SCENARIOS } from '../../../sandbox/scenarios';
import { REGISTERED_PHONE, SANDBOX_CAPTCHA, captchaFor } from '../../../sandbox/fixtures/registration';
import { captchaSvg } from '../../../sandbox/fixtures/images';
import { clientFor, recordingUi, SAMPLE_REQUESTS } from './helpers';

type Items = { items: Array<{ code: string; value: string }> };
const valueOf = (data: Items, code: string) => data.items.find((item) => item.code === code)?.value;

describe('sandbox state', () => {
  it('shows a bound card in the payment form and records it', async () => {
    const sandbox = createSandbox();
    const client = clientFor(sandbox);
    expect(valueOf((await client.call<Items>('cardInit', { product_id: 'P001' })).data, 'channelNumber')).toBe('90006');
    await client.call('bindCardNew', SAMPLE_REQUESTS.bindCardNew);
    const after = (await client.call<Items>('cardInit', { product_id: 'P001' })).data;
    expect([valueOf(after, 'channelNumber'), valueOf(after, 'bankCardNo')]).toEqual(['90007', '0012345678901']);
    expect(sandbox.snapshot().boundCard).toMatchObject({ cardType: '1', bankCardNo: '0012345678901' });
  });

  it('registration answers captcha wrong, already registered, then success and registered again', async () => {
    const client = clientFor(createSandbox(), recordingUi());
    const base = { sid: 'SID000001', deviceId: 'SID000001', smsCode: '123456' };
    expect((await client.call('getSms', { ...base, phone: '13812345678', capcode: '9999' })).code).toBe('101');
    expect((await client.call('register', { ...base, phone: '13812345678', capcode: '9999' })).code).toBe('-1');
    expect((await client.call('getSms', { ...base, phone: REGISTERED_PHONE, capcode: SANDBOX_CAPTCHA })).code).toBe(
      '11',
    );
    expect((await client.call('register', { ...base, phone: '13812345678', capcode: SANDBOX_CAPTCHA })).code).toBe('0');
    expect((await client.call('register', { ...base, phone: '13812345678', capcode: SANDBOX_CAPTCHA })).code).toBe(
      '11',
    );
  });

  it('registration: a captcha image per timestamp whose text is right, and 2468 always right', async () => {
    const sandbox = createSandbox();
    const client = clientFor(sandbox, recordingUi());
    const image = async (t: string) => {
      const reply = await sandbox.handle(new Request(client.url('getCaptcha', { sid: 'SID000001', t })));
      return reply.kind === 'response' ? reply.response.text() : '';
    };
    const first = await image('1700000000000');
    const second = await image('1700000001000');
    expect(first).toMatch(/^<svg /);
    expect(second).not.toBe(first);
    const shown = captchaFor('SID000001', '1700000001000').text;
    const base = { sid: 'SID000001', phone: '13812345678' };
    expect(
      (await client.call('getSms', { ...base, capcode: captchaFor('SID000001', '1700000000000').text })).code,
    ).toBe('101');
    expect((await client.call('getSms', { ...base, capcode: shown.toLowerCase() })).code).toBe('0');
    expect((await client.call('getSms', { ...base, capcode: SANDBOX_CAPTCHA })).code).toBe('0');
  });

  it('a captcha image never carries markup from the request', () => {
    const svg = captchaSvg('<a>&', 7);
    expect(svg).not.toContain('<a>');
    // Each character is drawn as text, escaped: an image of the letters, not an element of the SVG.
    const drawn = [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map(([, letter]) => letter);
    expect(drawn).toEqual(['&#60;', 'a', '&#62;', '&#38;']);
  });

  it('legacy repayment: needValid by card, one commit per order (800005), resend allowed, 123456 right, 800006 wrong', async () => {
    const client = clientFor(createSandbox(), recordingUi());
    const way = await client.call<{ repayToken: string; userId: string }>('repaymentWay', { orderId: 'ORD174' });
    expect(way.data.userId).toBe('U1001');
    const commit = { ...SAMPLE_REQUESTS.repaymentCommit, repayToken: way.data.repayToken, sendMsg: 0 };
    const first = await client.call<{ needValid: number; repayRecordId: string }>('repaymentCommit', commit);
    expect(first.data).toMatchObject({ needValid: 1 });
    expect((await client.call('repaymentCommit', commit)).code).toBe(800005);
    expect((await client.call('repaymentCommit', { ...commit, sendMsg: 1 })).data).toEqual(first.data);
    const confirm = { orderId: 'ORD174', repaymentRecordId: first.data.repayRecordId };
    expect((await client.call('repaymentConfirm', { ...confirm, verifyCode: '000000' })).code).toBe(800006);
    expect((await client.call('repaymentConfirm', { ...confirm, verifyCode: '123456' })).success).toBe(true);
    expect((await client.call('repaymentConfirm', { ...confirm, verifyCode: '123456' })).code).toBe(800005);
    expect((await client.call('repaymentCommit', { ...commit, sendMsg: 1 })).code).toBe(800005);
    const other = { ...commit, orderId: 'ORD180', cardId: 'C1002' };
    expect((await client.call('repaymentCommit', other)).data).toMatchObject({ needValid: 0 });
    expect((await client.call('repaymentCommit', other)).code).toBe(800005);
  });

  it('records the order screen rating', async () => {
    const sandbox = createSandbox();
    await clientFor(sandbox).call('googleScore', { score: 5 });
    expect(sandbox.snapshot().scores).toEqual([{ endpoint: 'googleScore', score: 5 }]);
  });

  it('product links: an absolute same-origin link, a native target, or a refusal', async () => {
    const client = clientFor(createSandbox(), recordingUi());
    const redirect = (token: string) =>
      client.call<{ link: string }>('productRedirect', { module: 30, position: 0, token });
    expect((await redirect('tok-kwartanow')).data.link).toBe('http://sandbox.test/confirmLoan?productId=P002');
    expect((await redirect('tok-bayadagad')).data.link).toBe('productDetail?productId=P003');
    expect(await redirect('tok-unknown')).toMatchObject({ success: false, code: '4003' });
  });
});

describe('order scenarios', () => {
  type Order = { orderStatus: number; isDelay: string; playeduL: string; recProducts: Array<{ isClick: number }> };
  const load = (orderId: string) =>
    clientFor(createSandbox()).call<Order>('loanDetails', { productId: 'P001', orderId });

  it('lists every scenario the testers rely on', () => {
    expect(LOAN_SCENARIOS.map((scenario) => scenario.orderId)).toEqual([
      'ORD170',
      'ORD174',
      'ORD174D',
      'ORD180',
      'ORD180D',
      'ORD200',
      'ORD21',
      'ORD151',
      'ORD110',
      'ORDREDIRECT',
      'ORDTIPS',
      'ORDSCORE',
      'ORDCARD',
    ]);
    expect(LOAN_SCENARIOS.every((scenario) => scenario.title.length > 10)).toBe(true);
  });

  it('chooses the answer by orderId, with an unknown order due and extendable', async () => {
    expect((await load('ORD21')).data.orderStatus).toBe(21);
    expect((await load('ORD180D')).data).toMatchObject({ orderStatus: 180, isDelay: '1' });
    expect((await load('ORD-ANY')).data).toMatchObject({ orderStatus: 174, isDelay: '1' });
  });

  it('only ORDREDIRECT carries a withdraw URL; ORD200 has 3 products, one disabled', async () => {
    for (const { orderId } of LOAN_SCENARIOS) {
      const expected = orderId === 'ORDREDIRECT' ? '/repay?productId=P001&orderId=ORDREDIRECT' : '';
      expect((await load(orderId)).data.playeduL, orderId).toBe(expected);
    }
    expect((await load('ORD200')).data.recProducts.map((product) => product.isClick)).toEqual([1, 1, 0]);
    expect((await load('ORD174D')).data.recProducts).toHaveLength(2);
    expect((await load('ORD174')).data.recProducts).toEqual([]);
  });
});
