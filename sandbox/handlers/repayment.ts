// Instalment and delay repayment and pay links (the legacy card flow is in repaymentLegacy.ts).
import { DELAY_DETAIL, INSTALMENT_DETAIL, payUrlFor, repaymentFor } from '../fixtures/repayment';
import { success, textParam, type HandlerGroup } from './types';

export const repaymentHandlers = {
  delayDetail: ({ params }) => success(repaymentFor(DELAY_DETAIL, textParam(params, 'orderId'))),
  loanPlayDetail: ({ params }) => success(repaymentFor(INSTALMENT_DETAIL, textParam(params, 'orderId'))),
  // An absolute link on the app's own origin, as the lender's server answers with its pay page's full URL.
  generateVcode: ({ params, origin }) =>
    success({ payUrl: payUrlFor(textParam(params, 'channelNumber'), textParam(params, 'amount'), origin) }),
} satisfies HandlerGroup;
