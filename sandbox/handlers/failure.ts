// The joint-login-failure page: the notice with its recommended products, tracking, the product jump.
import { failureNotice } from '../fixtures/failure';
import { jumpTo } from './loan';
import { success, textParam, type HandlerGroup } from './types';

export const failureHandlers = {
  failureNotice: ({ params }) => success(failureNotice(textParam(params, 'productId'))),
  failureTrack: () => success(),
  failureProductJump: jumpTo(4003),
} satisfies HandlerGroup;
