// Instalment and delay repayment, pay links, and the legacy card flow (one commit per token, SMS check).
import {
  DELAY_DETAIL,
  INSTALMENT_DETAIL,
  LEGACY_BANK_CARDS,
  LEGACY_ERRORS,
  WRONG_VERIFY_CODE,
  payUrlFor,
  repaymentFor,
} from '../fixtures/repayment';
import { nextCount } from '../state';
import { failure, success, textParam, type HandlerGroup } from './types';

export const repaymentHandlers = {
  delayDetail: ({ params }) => success(repaymentFor(DELAY_DETAIL, textParam(params, 'orderId'))),
  loanPlayDetail: ({ params }) => success(repaymentFor(INSTALMENT_DETAIL, textParam(params, 'orderId'))),
  // An absolute link on the app's own origin, as the lender's server answers with its pay page's full URL.
  generateVcode: ({ params, origin }) =>
    success({ payUrl: payUrlFor(textParam(params, 'channelNumber'), textParam(params, 'amount'), origin) }),

  repaymentWay: ({ state }) =>
    success({ alipay: 0, repayToken: `RT-${nextCount(state, 'repayToken')}`, bankCards: LEGACY_BANK_CARDS }),
  repaymentCommit: ({ params, state }) => {
    const token = textParam(params, 'repayToken');
    if (state.usedRepayTokens.has(token)) return failure(LEGACY_ERRORS.duplicate.code, LEGACY_ERRORS.duplicate.message);
    state.usedRepayTokens.add(token);
    return success({ needValid: 1, repayRecordId: `RR-${nextCount(state, 'repayRecord')}` });
  },
  repaymentConfirm: ({ params }) =>
    textParam(params, 'verifyCode') === WRONG_VERIFY_CODE
      ? failure(LEGACY_ERRORS.wrongCode.code, LEGACY_ERRORS.wrongCode.message)
      : success(),
  repaymentHuichao: ({ params }) => success({ url: payUrlFor('90201', textParam(params, 'amount')) }),
} satisfies HandlerGroup;
