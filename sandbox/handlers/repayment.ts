// Instalment and delay repayment, pay links, and the legacy card flow (one commit per token, SMS check).
import {
  DELAY_DETAIL,
  INSTALMENT_DETAIL,
  LEGACY_BANK_CARDS,
  LEGACY_ERRORS,
  WRONG_VERIFY_CODE,
  payUrlFor,
} from '../fixtures/repayment';
import { nextCount } from '../state';
import { failure, success, textParam, type HandlerGroup } from './types';

export const repaymentHandlers = {
  delayDetail: () => success(DELAY_DETAIL),
  loanPlayDetail: () => success(INSTALMENT_DETAIL),
  generateVcode: ({ params }) =>
    success({ payUrl: payUrlFor(textParam(params, 'channelNumber'), textParam(params, 'amount')) }),

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
