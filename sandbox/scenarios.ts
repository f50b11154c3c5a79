// The order-screen scenarios testers and stories pick from: open /loanDetail?productId=P001&orderId=<orderId>.
// Any other orderId gets status 174 with rollover allowed.
import { LOAN_DETAILS_SCENARIOS } from './fixtures/loanDetails';

export const LOAN_SCENARIOS: Array<{ orderId: string; title: string }> = LOAN_DETAILS_SCENARIOS.map(
  ({ orderId, title }) => ({ orderId, title }),
);
