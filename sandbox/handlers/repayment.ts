// Instalment and delay repayment and pay links (the legacy card flow is in repaymentLegacy.ts).
import { DELAY_DETAIL, INSTALMENT_DETAIL, payUrlFor } from '../fixtures/repayment';
import { success, textParam, type HandlerGroup } from './types';

export const repaymentHandlers = {
  delayDetail: () => success(DELAY_DETAIL),
  loanPlayDetail: () => success(INSTALMENT_DETAIL),
  generateVcode: ({ params }) =>
    success({ payUrl: payUrlFor(textParam(params, 'channelNumber'), textParam(params, 'amount')) }),
} satisfies HandlerGroup;
