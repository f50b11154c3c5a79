// Every value that picks a sandbox answer, as one list built from the fixtures themselves: the operator reference
// prints it (docs/operator-reference.md), `npm run shots -- --scenario <id>` looks ids up in it, and the page lab offers
// it as a menu. A new fixture scenario appears in all three without another edit.
import { COMPLAINT_ORDERS, SEED_COMPLAINTS } from './fixtures/complaints';
import {
  AGREEMENT_PRODUCT_ID,
  INSTALMENT_PRODUCT_ID,
  PDF_AGREEMENT_PRODUCT_ID,
  PUSH_REFUSED_MESSAGE,
  PUSH_REFUSED_PRODUCT_ID,
} from './fixtures/confirm';
import { NO_PRODUCTS_PRODUCT_ID } from './fixtures/failure';
import { DEFAULT_LOAN_DETAILS, LOAN_DETAILS_SCENARIOS } from './fixtures/loanDetails';
import { BARE_TEMPLATE_ID, BROKEN_TEMPLATE_ID, REGISTERED_PHONE, SANDBOX_CAPTCHA } from './fixtures/registration';
import { REPAYMENT_SCENARIOS } from './fixtures/repayment';
import { LEGACY_BANK_CARDS, LEGACY_ERRORS, RIGHT_VERIFY_CODE, SMS_CHECKED_CARDS } from './fixtures/repaymentLegacy';

export interface SandboxScenario {
  /** What a tester types or picks: the order id, problem id, template id or product id that selects the answer. */
  id: string;
  /** The route key of pages.json that shows it. */
  route: string;
  /** The query that opens the route with it. */
  query: Readonly<Record<string, string>>;
  /** What the sandbox answers, in a tester's words. */
  gives: string;
}

const PRODUCT = 'P001';
/** The scenario of a value no fixture knows: what any other id gets. */
export const ANY_OTHER_ID = 'default';

const loanScenarios: SandboxScenario[] = [
  ...LOAN_DETAILS_SCENARIOS.map(({ orderId, title }) => ({
    id: orderId,
    route: 'loanDetail',
    query: { productId: PRODUCT, orderId },
    gives: title,
  })),
  {
    id: ANY_OTHER_ID,
    route: 'loanDetail',
    query: { productId: PRODUCT, orderId: 'ORD999' },
    gives: `Status ${DEFAULT_LOAN_DETAILS.orderStatus}${DEFAULT_LOAN_DETAILS.isDelay === '1' ? ' with rollover allowed' : ''}`,
  },
];

const repaymentScenarios: SandboxScenario[] = (['repay', 'repayDelay'] as const).flatMap((route) => [
  ...REPAYMENT_SCENARIOS.map(({ orderId, title }) => ({
    id: orderId,
    route,
    query: { productId: PRODUCT, orderId },
    gives: title,
  })),
  {
    id: ANY_OTHER_ID,
    route,
    query: { productId: PRODUCT, orderId: 'ORD174' },
    gives: 'The full answer: banner, five channels, every detail row',
  },
]);

const complaintScenarios: SandboxScenario[] = [
  ...SEED_COMPLAINTS.map((complaint) => ({
    id: String(complaint.id),
    route: 'complainDetails',
    query: { problemId: String(complaint.id) },
    gives: `${complaint.type} complaint on ${complaint.orderNo}: ${complaint.disposeDetail ? 'answered' : 'not answered yet'}${complaint.isNeedScore ? ', asks for a rating' : ''}${complaint.images.length ? `, ${complaint.images.length} photo` : ''}`,
  })),
  ...COMPLAINT_ORDERS.map((order) => ({
    id: order.orderNo,
    route: 'complaint',
    query: { orderId: order.orderNo },
    gives: `${order.productName}, ${order.status}${order.isShow ? '' : ': a collection complaint is refused (4002)'}`,
  })),
];

const templateScenarios: SandboxScenario[] = [
  {
    id: BROKEN_TEMPLATE_ID,
    route: 'promotion',
    query: { templateId: BROKEN_TEMPLATE_ID },
    gives: 'The template fails to load (code 500): the error state with Retry',
  },
  {
    id: BARE_TEMPLATE_ID,
    route: 'promotion',
    query: { templateId: BARE_TEMPLATE_ID },
    gives: 'An id and an empty config: the env theme and the page’s own words',
  },
  { id: ANY_OTHER_ID, route: 'promotion', query: { templateId: '7' }, gives: 'The full PesoNow template' },
];

const confirmProducts: Array<[string, string]> = [
  [PRODUCT, 'One 91-day period, retention popup on back (isPopType 1), no agreement link; V2: the promotional popup'],
  [AGREEMENT_PRODUCT_ID, 'Carries an agreement link: the agreement opens at once, framed'],
  [INSTALMENT_PRODUCT_ID, 'Three 31-day instalments, back closes the webview (isPopType 0); V2: no promotion'],
  [PDF_AGREEMENT_PRODUCT_ID, 'The agreement is a PDF: the modal offers a button that opens it'],
  [PUSH_REFUSED_PRODUCT_ID, `Go Loan is refused (4005): "${PUSH_REFUSED_MESSAGE}"`],
];
const confirmScenarios: SandboxScenario[] = (['confirm', 'confirmLoanV2'] as const).flatMap((route) =>
  confirmProducts.map(([productId, gives]) => ({ id: productId, route, query: { productId }, gives })),
);

const failureScenarios: SandboxScenario[] = [
  {
    id: NO_PRODUCTS_PRODUCT_ID,
    route: 'loginFailure',
    query: { productId: NO_PRODUCTS_PRODUCT_ID },
    gives: 'No recommended products: the messages alone',
  },
  {
    id: ANY_OTHER_ID,
    route: 'loginFailure',
    query: { productId: PRODUCT },
    gives: 'Four recommended products, SahodCash not clickable (isClick 0)',
  },
];

export const SANDBOX_SCENARIOS: readonly SandboxScenario[] = [
  ...loanScenarios,
  ...repaymentScenarios,
  ...complaintScenarios,
  ...templateScenarios,
  ...confirmScenarios,
  ...failureScenarios,
];

export const scenariosOfRoute = (route: string): SandboxScenario[] =>
  SANDBOX_SCENARIOS.filter((scenario) => scenario.route === route);

/** The query string of a scenario, without the leading "?". */
export const scenarioQuery = (scenario: SandboxScenario): string => new URLSearchParams(scenario.query).toString();

/** Values a tester types into a screen (not its address) that pick a sandbox answer. */
export const SANDBOX_INPUT_VALUES: ReadonlyArray<{ route: string; field: string; value: string; gives: string }> = [
  {
    route: 'promotion',
    field: 'picture code',
    value: SANDBOX_CAPTCHA,
    gives: 'Always accepted (so is the text of the latest picture)',
  },
  {
    route: 'promotion',
    field: 'phone',
    value: REGISTERED_PHONE,
    gives: 'Already registered (code 11); so is a number registered earlier this session',
  },
  ...LEGACY_BANK_CARDS.map((card) => ({
    route: 'repayChoose',
    field: 'card',
    value: `${card.bankName} (${card.id})`,
    gives: SMS_CHECKED_CARDS.has(card.id) ? 'Asks for an SMS code (needValid 1)' : 'Paid at once (needValid 0)',
  })),
  {
    route: 'repayChoose',
    field: 'SMS code',
    value: RIGHT_VERIFY_CODE,
    gives: `Accepted; any other code: ${LEGACY_ERRORS.wrongCode.code}`,
  },
];
