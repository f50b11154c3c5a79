// Shared by the sandbox tests: an in-memory fetch onto a sandbox, control calls, and one valid request
// per endpoint.
import type { EndpointId } from '../../../api/catalogue';
import { createApiClient, type ApiClient, type ClientUi } from '../../../api/client';
import type { Sandbox } from '../../../sandbox/core';

export const ORIGIN = 'http://sandbox.test';

/** A fetch answered by the sandbox in memory; a fault becomes what a browser sees (a rejected fetch / no answer). */
export function sandboxFetch(sandbox: Sandbox): typeof globalThis.fetch {
  return async (input, init) => {
    const reply = await sandbox.handle(new Request(input, init));
    if (reply.kind === 'response') return reply.response;
    if (reply.fault === 'abort') throw new TypeError('Failed to fetch');
    return new Promise<Response>(() => {});
  };
}

export interface RecordingUi extends ClientUi {
  toasts: string[];
}

export function recordingUi(): RecordingUi {
  const toasts: string[] = [];
  return { toasts, toast: (message) => void toasts.push(message), loading: () => () => {} };
}

export function clientFor(sandbox: Sandbox, ui: ClientUi = recordingUi(), validateAnswers = true): ApiClient {
  return createApiClient({
    validateAnswers,
    apiBase: `${ORIGIN}/api`,
    commonParams: () => ({ sessionId: 'S-123', appVersion: '3.2.0', deviceId: undefined }),
    ui,
    fetch: sandboxFetch(sandbox),
  });
}

export async function control(sandbox: Sandbox, method: 'GET' | 'POST', path: string, body?: unknown) {
  const reply = await sandbox.handle(
    new Request(`${ORIGIN}${path}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    }),
  );
  if (reply.kind !== 'response') throw new Error(`control route ${path} answered a fault`);
  return { status: reply.response.status, json: (await reply.response.json()) as unknown };
}

export async function recorded(sandbox: Sandbox, endpoint: EndpointId) {
  return (await control(sandbox, 'GET', `/__sandbox/requests?endpoint=${endpoint}`)).json;
}

export function pngFile(name = 'receipt.png'): File {
  const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
  return new File([bytes], name, { type: 'image/png' });
}

export const SAMPLE_REQUESTS: Record<EndpointId, Record<string, unknown>> = {
  cardInit: { product_id: 'P001' },
  bindCardNew: {
    product_id: 'P001',
    cardType: '1',
    channelNumber: '90007',
    bankCardNo: '0012345678901',
    accountName: 'Juan Dela Cruz',
  },
  bindCardChange: { product_id: 'P001', cardType: '2', walletType: '90101', walletAccount: '09171234567' },
  problemInit: { orderId: 'ORD174' },
  uploadProblemImg: { problemImage: pngFile() },
  problemSave: {
    problemType: 2,
    problemSonType: '',
    problemDetail: 'I paid but the order is unpaid.',
    problemImage: '',
    orderNo: 'ORD174',
  },
  problemList: {},
  problemDetail: { problemId: 1001 },
  saveScore: { score: 5, problemId: 1001 },
  contactKfInfo: { overall: 30 },
  repaymentWay: { orderId: 'ORD174', amount: '5682.50' },
  repaymentCommit: {
    amount: '5682.50',
    bankName: 'BDO Unibank',
    cardId: 'C1001',
    cardNo: '**** 4821',
    couponId: '',
    orderId: 'ORD174',
    repayToken: 'RT-1',
    bankCode: 'BDO',
    sendMsg: 1,
  },
  repaymentConfirm: { orderId: 'ORD174', verifyCode: '123456', repaymentRecordId: 'RR-1' },
  repaymentHuichao: { userId: 'U1001', orderId: 'ORD174', amount: '5682.50' },
  channelTemplate: { templateId: '12' },
  trackVisit: { page_id: '12', user_from: 'fb', client_type: 'android', page_type: 1, utm_tag: 'nov', app_from: 'ps' },
  getSid: {},
  getCaptcha: { sid: 'SID000001', t: '1700000000000' },
  getSms: { phone: '13812345678', capcode: '2468', sid: 'SID000001', deviceId: 'SID000001', appName: 'PesoSwift' },
  trackClick: { phone: '13812345678', page_id: '12', client_type: 'ios', page_type: 1 },
  register: {
    phone: '13812345678',
    capcode: '2468',
    sid: 'SID000001',
    deviceId: 'SID000001',
    appName: 'PesoSwift',
    smsCode: '123456',
    merchantNumber: 'M10086',
    userName: '13812345678',
    id: '12',
  },
  delayDetail: { productId: 'P001', orderId: 'ORD174D' },
  loanPlayDetail: { productId: 'P001', orderId: 'ORD174' },
  generateVcode: { productId: 'P001', orderId: 'ORD174', amount: '227500', channelNumber: '90101' },
  loanDetailConfirm: { productId: 'P001' },
  loanDetailPush: { amount: 5000, periods: 1, termUnit: 91, productId: 'P001' },
  contractList: { productId: 'P001', scene: 3 },
  contractJump: { productId: 'P001', scene: 3, position: 0, orderId: '' },
  confirmV2Detail: { productId: 'P001' },
  confirmV2Contracts: { productId: 'P001', scene: 3 },
  confirmV2ContractJump: { productId: 'P001', scene: 3, position: 1 },
  confirmV2Push: { amount: 5000, periods: 1, termUnit: 91, productId: 'P001' },
  failureNotice: { productId: 'P001' },
  failureTrack: { productId: 'P001', position: 0, token: 'tok-kwartanow' },
  failureProductJump: { position: 0, token: 'tok-kwartanow' },
  loanDetails: { productId: 'P001', orderId: 'ORD174' },
  eventSave: { productId: 'P001', moduleId: 30, positionId: 0 },
  productRedirect: { module: 30, position: 0, token: 'tok-kwartanow' },
  googleScore: { score: 5 },
};
