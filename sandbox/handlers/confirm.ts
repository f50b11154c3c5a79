// Loan confirmation, both versions: details, agreements, agreement jump, push.
import { agreements, confirmDetail, confirmV2Detail, lendDetailsUrl } from '../fixtures/confirm';
import { failure, numberParam, success, textParam, type EndpointHandler, type HandlerGroup } from './types';

function agreementJump(code: string | number): EndpointHandler {
  return ({ params }) => {
    const agreement = agreements(textParam(params, 'productId'))[numberParam(params, 'position')];
    return agreement ? success({ contract_url: agreement.contract_url }) : failure(code, 'Agreement not found.');
  };
}

export const confirmHandlers = {
  loanDetailConfirm: ({ params }) => success(confirmDetail(textParam(params, 'productId'))),
  loanDetailPush: ({ params }) => success({ lendDetailsUrl: lendDetailsUrl(textParam(params, 'productId')) }),
  contractList: ({ params }) => success(agreements(textParam(params, 'productId'))),
  contractJump: agreementJump(4004),
  confirmV2Detail: ({ params }) => success(confirmV2Detail(textParam(params, 'productId'))),
  confirmV2Contracts: ({ params }) => success(agreements(textParam(params, 'productId'))),
  confirmV2ContractJump: agreementJump('4004'),
  confirmV2Push: ({ params }) => success({ lendDetailsUrl: lendDetailsUrl(textParam(params, 'productId')) }),
} satisfies HandlerGroup;
