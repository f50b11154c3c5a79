// The borrower screens whose first read the variation suite varies, and what "usable" means on each: its main action
// is there and enabled. `decidedBy` lists the fields that choose the main action itself (an order's status decides
// whether Repay or Borrow Again shows): varying those may change or remove the action by the documented "otherwise"
// path, but must still never cost the screen.
import type { EndpointId } from '../../api/catalogue';

export interface VariedScreen {
  path: string;
  endpoint: EndpointId;
  params: Record<string, unknown>;
  /** The accessible name of the screen's main action (a button), or null for a screen that only shows. */
  mainAction: RegExp | null;
  decidedBy?: readonly string[];
  /** A read beside the screen's first one (its agreements, a session id): even an unusable answer must not cost the screen. */
  secondary?: true;
  /**
   * The parts of the answer the screen is for (JSON pointers): when one of them is unusable (a list sent as an object),
   * the screen's error state with Retry is the right answer. Any other unusable part must leave the screen usable.
   */
  errorWhenUnusable?: readonly string[];
}

/**
 * The words screens use to say a list is empty (catalogue keys). For an unusable list none of them may show: the
 * borrower would read that their complaints or cards are gone when the answer was only unreadable.
 */
export const EMPTY_STATE_KEYS: readonly string[] = [
  'complaintList.noComplaintsHereYet',
  'loginFailure.noOtherOffersAre',
  'bindBank.noCardDetails',
  'repayChoose.youHaveNoBank',
  'common.noPaymentChannels',
];

export const VARIED_SCREENS: readonly VariedScreen[] = [
  {
    path: '/loanDetail?productId=P001&orderId=ORD174D',
    endpoint: 'loanDetails',
    params: { productId: 'P001', orderId: 'ORD174D' },
    mainAction: /^REPAY$/i,
    decidedBy: ['/orderStatus', '/isDelay'],
  },
  {
    path: '/bindBank?productId=P001',
    endpoint: 'cardInit',
    params: { product_id: 'P001' },
    mainAction: /^Next$/,
    errorWhenUnusable: ['/items'],
  },
  {
    path: '/repay?productId=P001&orderId=ORD174',
    endpoint: 'loanPlayDetail',
    params: { productId: 'P001', orderId: 'ORD174' },
    mainAction: /^Payment Method$/,
  },
  {
    path: '/repayDelay?productId=P001&orderId=ORD174D',
    endpoint: 'delayDetail',
    params: { productId: 'P001', orderId: 'ORD174D' },
    mainAction: /^Payment Method$/,
  },
  {
    path: '/confirmLoan?productId=P001',
    endpoint: 'loanDetailConfirm',
    params: { productId: 'P001' },
    mainAction: /^Go Loan$/,
  },
  {
    path: '/confirmLoan?productId=P001',
    endpoint: 'contractList',
    params: { productId: 'P001', scene: 3 },
    mainAction: /^Go Loan$/,
    secondary: true,
  },
  {
    path: '/confirmLoanV2?productId=P001',
    endpoint: 'confirmV2Detail',
    params: { productId: 'P001' },
    mainAction: /^Go Loan$/,
  },
  {
    path: '/complaint?orderId=ORD174',
    endpoint: 'problemInit',
    params: { orderId: 'ORD174' },
    mainAction: /^My complaints$/,
  },
  { path: '/complaintList', endpoint: 'problemList', params: {}, mainAction: null, errorWhenUnusable: ['/tabs'] },
  {
    path: '/complainDetails?problemId=1001',
    endpoint: 'problemDetail',
    params: { problemId: '1001' },
    mainAction: null,
  },
  { path: '/customerService', endpoint: 'contactKfInfo', params: { overall: 30 }, mainAction: /^(Telephone|E-mail)/ },
  {
    path: '/loginFailure?productId=P001',
    endpoint: 'failureNotice',
    params: { productId: 'P001' },
    mainAction: null,
    errorWhenUnusable: ['/products'],
  },
  {
    path: '/repayChoose?orderId=ORD174&amount=845.5',
    endpoint: 'repaymentWay',
    params: { orderId: 'ORD174' },
    mainAction: /^Confirm repayment$/,
  },
  {
    path: '/promotion?templateId=T1',
    endpoint: 'channelTemplate',
    params: { templateId: 'T1' },
    mainAction: /^Register/,
  },
  { path: '/promotion?templateId=T1', endpoint: 'getSid', params: {}, mainAction: /^Register/, secondary: true },
];
