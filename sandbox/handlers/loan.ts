// Order details and the calls its buttons make.
import { loanDetailsFor } from '../fixtures/loanDetails';
import { productLink } from '../fixtures/products';
import { failure, numberParam, success, textParam, type EndpointHandler, type HandlerGroup } from './types';

const UNKNOWN_PRODUCT = 'This product is no longer available.';

export function jumpTo(code: string | number): EndpointHandler {
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
} satisfies HandlerGroup;
