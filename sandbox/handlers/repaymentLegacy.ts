// The legacy card flow, stateful per order: one commit per order (a second answers 800005, except the
// resend of a pending SMS check, sendMsg 1), the SMS code checked on confirm (800006 when wrong).
import { payUrlFor } from '../fixtures/repayment';
import {
  LEGACY_BANK_CARDS,
  LEGACY_ERRORS,
  LEGACY_USER_ID,
  RIGHT_VERIFY_CODE,
  SMS_CHECKED_CARDS,
} from '../fixtures/repaymentLegacy';
import { nextCount } from '../state';
import { failure, success, textParam, type HandlerGroup } from './types';

const duplicate = () => failure(LEGACY_ERRORS.duplicate.code, LEGACY_ERRORS.duplicate.message);

export const repaymentLegacyHandlers = {
  repaymentWay: ({ state }) =>
    success({
      alipay: 1,
      userId: LEGACY_USER_ID,
      repayToken: `RT-${nextCount(state, 'repayToken')}`,
      bankCards: LEGACY_BANK_CARDS,
    }),

  repaymentCommit: ({ params, state }) => {
    const orderId = textParam(params, 'orderId');
    const earlier = state.legacyRepayments.get(orderId);
    if (earlier) {
      // Asking for the SMS code again for the payment that waits for it is not a second payment.
      const resend = textParam(params, 'sendMsg') === '1' && earlier.status === 'awaitingCode';
      return resend ? success({ needValid: 1, repayRecordId: earlier.recordId }) : duplicate();
    }
    const needValid = SMS_CHECKED_CARDS.has(textParam(params, 'cardId')) ? 1 : 0;
    const recordId = `RR-${nextCount(state, 'repayRecord')}`;
    state.legacyRepayments.set(orderId, { recordId, status: needValid ? 'awaitingCode' : 'paid' });
    return success({ needValid, repayRecordId: recordId });
  },

  repaymentConfirm: ({ params, state }) => {
    // A payment committed before the sandbox was reset is not known: only the code is checked then.
    const payment = state.legacyRepayments.get(textParam(params, 'orderId'));
    if (payment?.status === 'paid') return duplicate();
    if (textParam(params, 'verifyCode') !== RIGHT_VERIFY_CODE)
      return failure(LEGACY_ERRORS.wrongCode.code, LEGACY_ERRORS.wrongCode.message);
    if (payment) payment.status = 'paid';
    return success();
  },

  // Same-origin, so the URL guard lets it through today (the pay-by-code page of the over-the-counter channel).
  repaymentHuichao: ({ params }) => success({ url: payUrlFor('90201', textParam(params, 'amount')) }),
} satisfies HandlerGroup;
