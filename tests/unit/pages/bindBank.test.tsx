// The bank form, rendered from pages/bindBank.json against the sandbox: items by category, card-type
// tabs, defaults, validation, both save paths and the failures.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BANK_FORM_ITEMS, type BankFormItem } from '../../../sandbox/fixtures/bank';
import { renderRoute, sandbox, settled, setUpSandbox } from '../../support/renderRoute';

setUpSandbox();

const open = async (query = 'productId=P001') => {
  const view = renderRoute(`/bindBank?${query}`);
  await settled();
  await screen.findByRole('button', { name: 'Next' });
  return view;
};

/** Serves card-init with these items instead of the fixture's. */
const serveItems = (items: readonly BankFormItem[]) =>
  sandbox.override({ endpoint: 'cardInit', body: { code: '00', message: 'ok', data: { items } } });

const withoutValue = (item: BankFormItem) => ({ ...item, value: '' });

/** Chooses an option in a picker through its sheet (the sheet is named after the item's title). */
async function pick(title: string, option: string) {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${title}`) }));
  const sheet = await screen.findByRole('dialog', { name: title });
  await userEvent.click(within(sheet).getByRole('radio', { name: option }));
  await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
}

/** Fills what the fixture leaves empty for a bank card (card type 1). */
async function fillBankCard() {
  await userEvent.type(screen.getByLabelText('Account number'), '1234567890');
  await userEvent.type(screen.getByLabelText('Account holder name'), 'Juan Dela Cruz');
  await pick('City of residence', 'Cebu - Cebu City');
  await pick('Payday', '15');
}

describe('Bank form loading', () => {
  it('calls card-init with the product id and renders each item by its category', async () => {
    await open();
    expect((await sandbox.requests('cardInit')).map((r) => r.body)).toEqual([{ product_id: 'P001' }]);
    expect(document.title).toBe('Payment account information');
    expect(screen.getByRole('textbox', { name: 'Account number' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Account holder name' })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Bank/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /^City of residence/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Payday/ })).toBeVisible();
  });

  it('snake_case product_id in the URL is sent the same way', async () => {
    await open('product_id=P009');
    expect((await sandbox.requests('cardInit')).map((r) => r.body)).toEqual([{ product_id: 'P009' }]);
  });

  it('an enum shows the option whose type matches the server value', async () => {
    await serveItems(
      BANK_FORM_ITEMS.map((item) => (item.code === 'channelNumber' ? { ...item, value: '90008' } : item)),
    );
    await open();
    expect(screen.getByRole('button', { name: /^Bank/ })).toHaveTextContent('Metrobank');
  });

  it('with no server values, card type 1 (Bank card) and channel 90006 (BDO Unibank) are the defaults', async () => {
    await serveItems(BANK_FORM_ITEMS.map(withoutValue));
    await open();
    expect(screen.getByRole('tab', { name: 'Bank card' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: /^Bank/ })).toHaveTextContent('BDO Unibank');
    await fillBankCard();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect(await sandbox.requests('bindCardNew')).toHaveLength(1));
    const [sent] = (await sandbox.requests('bindCardNew')).map((r) => r.body);
    expect(sent).toMatchObject({ cardType: '1', channelNumber: '90006' });
  });

  it('a card-init failure shows the Chinese card-list message, and Retry loads the form', async () => {
    await sandbox.override({ endpoint: 'cardInit', fault: 'http500', times: 1 });
    renderRoute('/bindBank?productId=P001');
    await settled();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('查询银行卡列表失败'));
    expect(screen.getByRole('heading', { name: '查询银行卡列表失败' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Next' })).toBeVisible();
  });

  it("a card-init refusal toasts the spec's card-list words (spec 8), and the error state shows the server's", async () => {
    await sandbox.override({
      endpoint: 'cardInit',
      body: { code: '20', message: 'Bank channel under maintenance until 6 PM', data: null },
      times: 1,
    });
    renderRoute('/bindBank?productId=P001');
    await settled();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('查询银行卡列表失败'));
    expect(screen.getByRole('status')).not.toHaveTextContent('Bank channel under maintenance');
    expect(screen.getByText('Bank channel under maintenance until 6 PM')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});

describe('Bank form inputs', () => {
  it('a number item keeps digits only; a text item keeps what is typed', async () => {
    await open();
    const number = screen.getByRole('textbox', { name: 'Account number' });
    await userEvent.type(number, '12a3-4 5.6');
    expect(number).toHaveValue('123456');
    const name = screen.getByRole('textbox', { name: 'Account holder name' });
    await userEvent.type(name, 'Ana 2nd');
    expect(name).toHaveValue('Ana 2nd');
  });

  it('an enum picker applies the marked option on Confirm and keeps the old one on Cancel', async () => {
    await open();
    const bank = screen.getByRole('button', { name: /^Bank/ });
    await userEvent.click(bank);
    let sheet = await screen.findByRole('dialog', { name: 'Bank' });
    await userEvent.click(within(sheet).getByRole('radio', { name: 'BPI' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    expect(bank).toHaveTextContent('BDO Unibank');
    await userEvent.click(bank);
    sheet = await screen.findByRole('dialog', { name: 'Bank' });
    await userEvent.click(within(sheet).getByRole('radio', { name: 'BPI' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    expect(bank).toHaveTextContent('BPI');
  });

  it('the city select offers Philippine cities and the day picker the days 1 to 31', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: /^City of residence/ }));
    const cities = await screen.findByRole('dialog', { name: 'City of residence' });
    expect(within(cities).getByRole('radio', { name: 'Davao del Sur - Davao City' })).toBeInTheDocument();
    await userEvent.click(within(cities).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: /^Payday/ }));
    const days = await screen.findByRole('dialog', { name: 'Payday' });
    expect(
      within(days)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(Array.from({ length: 31 }, (_, i) => String(i + 1)));
  });

  it('the card-type tabs filter the items by cardTypeMi', async () => {
    await open();
    expect(screen.getByRole('textbox', { name: 'Account number' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'E-wallet mobile number' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'E-wallet' }));
    expect(screen.getByRole('textbox', { name: 'E-wallet mobile number' })).toBeVisible();
    expect(screen.getByRole('button', { name: /^E-wallet/ })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Account number' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Bank/ })).toBeNull();
    // Items of every card type stay.
    expect(screen.getByRole('textbox', { name: 'Account holder name' })).toBeVisible();
  });
});

describe('Bank form Next', () => {
  it('validates: the toast names the first missing field, and nothing is sent', async () => {
    const view = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.status()).toContain('Please fill in account number'));
    await userEvent.type(screen.getByLabelText('Account number'), '1234567890');
    await userEvent.type(screen.getByLabelText('Account holder name'), 'Juan');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.status()).toContain('Please select city of residence'));
    expect(await sandbox.requests('bindCardNew')).toEqual([]);
  });

  it('card type 1 sends every visible value by code plus product_id to bind-card-new, then closes the webview', async () => {
    const view = await open();
    await fillBankCard();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.bridgeLog()).toContainEqual({ name: 'closeWebview', payload: undefined }));
    expect((await sandbox.requests('bindCardNew')).map((r) => r.body)).toEqual([
      {
        product_id: 'P001',
        cardType: '1',
        channelNumber: '90006',
        bankCardNo: '1234567890',
        accountName: 'Juan Dela Cruz',
        residenceCity: 'Cebu - Cebu City',
        salaryDay: '15',
      },
    ]);
    expect(await sandbox.requests('bindCardChange')).toEqual([]);
    expect(view.history.at(-1)).toBe('/bindBank?productId=P001');
  });

  it('card type 2 sends the e-wallet items and no channel number', async () => {
    const view = await open();
    await userEvent.click(screen.getByRole('tab', { name: 'E-wallet' }));
    await pick('E-wallet', 'GCash');
    await userEvent.type(screen.getByLabelText('E-wallet mobile number'), '09171234567');
    await userEvent.type(screen.getByLabelText('Account holder name'), 'Ana');
    await pick('City of residence', 'Benguet - Baguio');
    await pick('Payday', '30');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.bridgeLog().map((m) => m.name)).toContain('closeWebview'));
    const [sent] = (await sandbox.requests('bindCardNew')).map((r) => r.body);
    expect(sent).toEqual({
      product_id: 'P001',
      cardType: '2',
      walletType: '90101',
      walletAccount: '09171234567',
      accountName: 'Ana',
      residenceCity: 'Benguet - Baguio',
      salaryDay: '30',
    });
  });

  it('from Order Details (source=loanDetail) it saves through bind-card-change and returns to /loanDetail', async () => {
    const view = await open('productId=P001&orderId=ORD174&source=loanDetail');
    await fillBankCard();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(view.history.at(-1)).toBe('/loanDetail?productId=P001&orderId=ORD174&source=loanDetail'),
    );
    expect(view.bridgeLog().map((m) => m.name)).toContain('closeWebview');
    expect(await sandbox.requests('bindCardChange')).toHaveLength(1);
    expect(await sandbox.requests('bindCardNew')).toEqual([]);
  });

  it('a save failure shows the server message and keeps every value typed', async () => {
    await sandbox.override({
      endpoint: 'bindCardNew',
      body: { code: '5001', message: 'Bank is under maintenance', data: null },
      times: 1,
    });
    const view = await open();
    await fillBankCard();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.status()).toContain('Bank is under maintenance'));
    expect(view.bridgeLog()).toEqual([]);
    expect(screen.getByLabelText('Account number')).toHaveValue('1234567890');
    expect(screen.getByLabelText('Account holder name')).toHaveValue('Juan Dela Cruz');
    expect(screen.getByRole('button', { name: /^City of residence/ })).toHaveTextContent('Cebu - Cebu City');
    expect(screen.getByRole('button', { name: /^Payday/ })).toHaveTextContent('15');
    // Sending again works once the server is back.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.bridgeLog().map((m) => m.name)).toContain('closeWebview'));
    expect(await sandbox.requests('bindCardNew')).toHaveLength(2);
  });

  it('a double tap on Next sends one request', async () => {
    await sandbox.override({ endpoint: 'bindCardNew', delayMs: 300 });
    const view = await open();
    await fillBankCard();
    const next = screen.getByRole('button', { name: 'Next' });
    await userEvent.dblClick(next);
    expect(next).toBeDisabled();
    await waitFor(() => expect(view.bridgeLog().map((m) => m.name)).toContain('closeWebview'));
    expect(await sandbox.requests('bindCardNew')).toHaveLength(1);
  });
});
