// Loan confirmation, both versions: details, agreements, agreement jump, push.
import {
  agreements,
  confirmDetail,
  confirmV2Detail,
  lendDetailsUrl,
  PUSH_REFUSED_MESSAGE,
  PUSH_REFUSED_PRODUCT_ID,
} from '../fixtures/confirm';
import { failure, numberParam, success, textParam, type EndpointHandler, type HandlerGroup } from './types';

function agreementJump(code: string | number): EndpointHandler {
  return ({ params }) => {
    const agreement = agreements(textParam(params, 'productId'))[numberParam(params, 'position')];
    return agreement ? success({ contract_url: agreement.contract_url }) : failure(code, 'Agreement not found.');
  };
}

function push(code: string | number): EndpointHandler {
  return ({ params }) => {
    const productId = textParam(params, 'productId');
    return productId === PUSH_REFUSED_PRODUCT_ID
      ? failure(code, PUSH_REFUSED_MESSAGE)
      : success({ lendDetailsUrl: lendDetailsUrl(productId) });
  };
}

export const confirmHandlers = {
  loanDetailConfirm: ({ params }) => success(confirmDetail(textParam(params, 'productId'))),
  loanDetailPush: push(4005),
  contractList: ({ params }) => success(agreements(textParam(params, 'productId'))),
  contractJump: agreementJump(4004),
  confirmV2Detail: ({ params }) => success(confirmV2Detail(textParam(params, 'productId'))),
  confirmV2Contracts: ({ params }) => success(agreements(textParam(params, 'productId'))),
  confirmV2ContractJump: agreementJump('4004'),
  confirmV2Push: push('4005'),
} satisfies HandlerGroup;
