// The sandbox control API (docs/contracts.md) on the bench server, and the answers the benchmark grows: the same
// screens with 200 detail rows and 100 bank fields, made from the sandbox's own answers so they stay valid.
const LOAN_PATH = '/api/v3/loan-details/loan-details';
const BANK_PATH = '/api/v3/bind-card/card-init';
/** The real app renders a list's first 50 items, then "Show more"; the twin does the same. */
const PAGE_SIZE = 50;

export const LOAN_QUERY = '?productId=P001&orderId=ORD174D';
export const BANK_QUERY = '?productId=P001';

async function control(base, route, body) {
  const response = await fetch(`${base}/__sandbox/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`sandbox ${route}: HTTP ${response.status} ${await response.text()}`);
}

export const resetSandbox = (base) => control(base, 'reset');

async function answer(base, path, params) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params),
  });
  return response.json();
}

const bigRows = (rows, count) =>
  Array.from({ length: count }, (_, i) => ({
    text: `${rows[i % rows.length].text} ${Math.floor(i / rows.length) + 1}`,
    value: rows[i % rows.length].value,
  }));

function bigItems(items, count) {
  const extra = Array.from({ length: count - items.length }, (_, i) => ({
    code: `extra${i + 1}`,
    cate: i % 4 === 3 ? 'enum' : 'txt',
    title: `Extra field ${i + 1}`,
    subtitle: 'As shown on your ID',
    value: '',
    note:
      i % 4 === 3
        ? [
            { name: 'Yes', type: '1' },
            { name: 'No', type: '2' },
          ]
        : [],
    inputType: 'text',
    cardTypeMi: 0,
  }));
  return [...items, ...extra];
}

/** The text fields a bank form shows for card type 1 (bank): among its first `shown` items. */
function textFields(items, shown = PAGE_SIZE) {
  return items
    .slice(0, shown)
    .filter(
      (item) => item.cate === 'txt' && item.code !== 'cardType' && (item.cardTypeMi === 0 || item.cardTypeMi === 1),
    ).length;
}

const bankSpec = (items) => ({
  kind: 'bindBank',
  items: items.length,
  inputs: textFields(items),
  allInputs: textFields(items, Infinity),
});

/** What each screen shows, small (the sandbox's answer) and large (grown), and the bodies that grow it. */
export async function screens(base) {
  const loan = await answer(base, LOAN_PATH, { productId: 'P001', orderId: 'ORD174D' });
  const bank = await answer(base, BANK_PATH, { product_id: 'P001' });
  const rows = loan.data.userOrderDetail.detail;
  const largeLoan = { ...loan, data: { ...loan.data, userOrderDetail: { detail: bigRows(rows, 200) } } };
  const largeItems = bigItems(bank.data.items, 100);
  const largeBank = { ...bank, data: { items: largeItems } };
  const loanSpec = (count) => ({
    kind: 'loanDetail',
    title: loan.data.noticeStatusText,
    rows: count,
    status: loan.data.orderStatus,
  });
  return {
    small: { loan: loanSpec(rows.length), bank: bankSpec(bank.data.items) },
    large: { loan: loanSpec(200), bank: bankSpec(largeItems) },
    grow: async () => {
      await control(base, 'override', { endpoint: 'loanDetails', body: largeLoan });
      await control(base, 'override', { endpoint: 'cardInit', body: largeBank });
    },
  };
}
