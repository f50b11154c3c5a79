// Order details and the calls its buttons make; the joint-login-failure page.
import { FAILURE_NOTICE } from '../fixtures/failure';
import { loanDetailsFor } from '../fixtures/loanDetails';
import { productLink } from '../fixtures/products';
import { failure, numberParam, success, textParam, type EndpointHandler, type HandlerGroup } from './types';

const UNKNOWN_PRODUCT = 'This product is no longer available.';

function jumpTo(code: string | number): EndpointHandler {
  return ({ params, origin }) => {
    const link = productLink(textParam(params, 'token'), origin);
    return link ? success({ link }) : failure(code, UNKNOWN_PRODUCT);
  };
}

export const loanHandlers = {
  loanDetails: ({ params }) => success(loanDetailsFor(textParam(params, 'orderId'))),
  eventSave: () => success(),
  productRedirect: jumpTo('4003'),
  googleScore: ({ params, state }) => {
    state.scores.push({ endpoint: 'googleScore', score: numberParam(params, 'score') });
    return success();
  },
  failureNotice: () => success(FAILURE_NOTICE),
  failureTrack: () => success(),
  failureProductJump: jumpTo(4003),
} satisfies HandlerGroup;
