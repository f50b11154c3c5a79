// Every endpoint's default behaviour; the type makes a missing endpoint a compile error.
import type { EndpointId } from '../../api/catalogue';
import { bankHandlers } from './bank';
import { complaintHandlers } from './complaint';
import { confirmHandlers } from './confirm';
import { failureHandlers } from './failure';
import { loanHandlers } from './loan';
import { registrationHandlers } from './registration';
import { repaymentHandlers } from './repayment';
import { repaymentLegacyHandlers } from './repaymentLegacy';
import type { EndpointHandler } from './types';

export const ENDPOINT_HANDLERS: Record<EndpointId, EndpointHandler> = {
  ...bankHandlers,
  ...complaintHandlers,
  ...confirmHandlers,
  ...failureHandlers,
  ...loanHandlers,
  ...registrationHandlers,
  ...repaymentHandlers,
  ...repaymentLegacyHandlers,
};

export type { EndpointAnswer, EndpointCall, EndpointHandler } from './types';
