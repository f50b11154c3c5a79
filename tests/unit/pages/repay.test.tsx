// Instalment (/repay) and delay (/repayDelay) repayment, rendered from their page definitions against the sandbox.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ORIGIN, renderRoute, sandbox, settled, setUpSandbox } from '../../support/renderRoute';
import { decodeDrawnBarcode } from '../../support/drawnCodes';
import { createSandbox } from '../../../sandbox/core';
import { clientFor } from '../sandbox/helpers';

setUpSandbox();

const PAGES = [
  { route: '/repay', endpoint: 'loanPlayDetail', amount: '₱2.275', amountMinor: '227500', heading: 'Repayment plan' },
  { route: '/repayDelay', endpoint: 'delayDetail', amount: '₱1.250', amountMinor: '125000', heading: 'Extension plan' },
] as const;

const open = async (route: string, orderId = 'ORD174', options?: Parameters<typeof renderRoute>[1]) => {
  const view = renderRoute(`${route}?productId=P001&orderId=${orderId}`, options);
  await settled();
  return view;
};
const terms = () => screen.getAllByRole('term').map((t) => t.textContent);

describe.each(PAGES)('$route', ({ route, endpoint, amount, amountMinor, heading }) => {
  it('loads with productId and orderId and shows the amount due, product and plan', async () => {
    await open(route);
    expect((await sandbox.requests(endpoint)).map((r) => r.body)).toEqual([{ productId: 'P001', orderId: 'ORD174' }]);
    expect(screen.getByRole('heading', { level: 1, name: amount })).toBeVisible();
    expect(screen.getByText('PesoSwift')).toBeVisible();
    expect(screen.getByRole('heading', { name: heading })).toBeVisible();
  });

  it('collapses the detail list to its first 2 rows, with More and Hide', async () => {
    await open(route);
    expect(terms()).toEqual(['Loan amount', 'Interest']);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(terms()).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(terms()).toEqual(['Loan amount', 'Interest']);
  });

  it('shows the instructions banner when isShowReyTop is 1 and it opens the Dragonpay guide', async () => {
    const view = await open(route);
    await userEvent.click(screen.getByRole('button', { name: /Repayment instructions/ }));
    await waitFor(() => expect(view.history.at(-1)).toBe('/dragonpay'));
  });

  it('hides the instructions banner when isShowReyTop is 0', async () => {
    await open(route, 'ORDNOBANNER');
    expect(screen.getByText('PesoSwift')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Repayment instructions/ })).toBeNull();
  });

  it('the pay-code box stores the repayment info, typed by its schema, and opens /repaymentOfCode2', async () => {
    const view = await open(route);
    await userEvent.click(screen.getByRole('button', { name: /Pay with Dragonpay/ }));
    await waitFor(() => expect(view.history.at(-1)).toBe('/repaymentOfCode2'));
    const stored = JSON.parse(view.storages.local.getItem('repaymentInfo')!);
    expect(stored).toMatchObject({
      version: 1,
      payCode: '7421 9930 1184',
      title: 'Pay with Dragonpay',
      logo: '/__sandbox/img/dragonpay.svg',
      repayAmount: Number(amountMinor),
    });
    expect(stored.payNotice.map((group: { name: string }) => group.name)).toEqual([
      'GCash',
      'Maya',
      '7-Eleven (CLiQQ)',
    ]);
  });

  it('a pay code over 64 characters: the pay-code box says so instead of doing nothing', async () => {
    const answer = await clientFor(createSandbox(), undefined, false).call(endpoint, {
      productId: 'P001',
      orderId: 'ORD174',
    });
    const body = answer.raw as { data: { defDetail: Record<string, unknown> } };
    const payCode = '7'.repeat(65);
    await sandbox.override({
      endpoint,
      body: { ...body, data: { ...body.data, defDetail: { ...body.data.defDetail, payCode } } },
    });
    const view = await open(route);
    await userEvent.click(screen.getByRole('button', { name: /Pay with Dragonpay/ }));
    await waitFor(() => expect(view.status()).toContain('This pay code is longer than 64 characters'));
    expect(view.history.at(-1)).not.toBe('/repaymentOfCode2');
    expect(view.storages.local.getItem('repaymentInfo')).toBeNull();
  });

  it('Show barcode opens a popup with a Code 128 barcode of the pay code', async () => {
    await open(route);
    await userEvent.click(screen.getByRole('button', { name: 'Show barcode' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay at the counter' });
    expect(decodeDrawnBarcode(within(dialog).getByRole('img', { name: 'Barcode of your pay code' }))).toBe(
      '7421 9930 1184',
    );
    expect(within(dialog).getByText(`Amount due ${amount}`)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Payment Method lists the channels; a choice calls generateVcode and opens payUrl through the guard', async () => {
    const view = await open(route);
    await userEvent.click(screen.getByRole('button', { name: 'Payment Method' }));
    const sheet = screen.getByRole('dialog', { name: 'Choose a payment channel' });
    const names = within(sheet)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['GCash', 'Maya', 'BDO Unibank', '7-Eleven', 'Cebuana Lhuillier', 'Cancel']);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Maya' }));
    await waitFor(() => expect(view.fullNavigation.assign).toHaveBeenCalledTimes(1));
    const [request] = await sandbox.requests('generateVcode');
    expect(request.body).toEqual({
      productId: 'P001',
      orderId: 'ORD174',
      amount: amountMinor,
      channelNumber: '90102',
      ...(route === '/repayDelay' ? { isDelay: '1' } : {}),
    });
    const target = new URL(view.fullNavigation.assign.mock.calls[0][0]);
    expect(target.origin).toBe(ORIGIN);
    expect(target.pathname).toBe('/repaymentOfCode');
    expect(target.searchParams.get('showType')).toBe('1');
  });

  it('a payUrl the guard refuses is not opened, and the person is told', async () => {
    await sandbox.override({
      endpoint: 'generateVcode',
      body: { code: 0, message: 'success', data: { payUrl: 'javascript:alert(1)' } },
    });
    const view = await open(route);
    await userEvent.click(screen.getByRole('button', { name: 'Payment Method' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'GCash' }));
    await waitFor(() => expect(view.status()).toContain('This link cannot be opened.'));
    expect(view.fullNavigation.assign).not.toHaveBeenCalled();
  });

  it('a failed generateVcode shows the server message and stays', async () => {
    await sandbox.override({
      endpoint: 'generateVcode',
      body: { code: 5001, message: 'Channel under maintenance', data: null },
    });
    const view = await open(route);
    await userEvent.click(screen.getByRole('button', { name: 'Payment Method' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'GCash' }));
    await waitFor(() => expect(view.status()).toContain('Channel under maintenance'));
    expect(view.fullNavigation.assign).not.toHaveBeenCalled();
  });

  it('with no channels the sheet says so', async () => {
    await open(route, 'ORDNOCHANNEL');
    await userEvent.click(screen.getByRole('button', { name: 'Payment Method' }));
    expect(within(screen.getByRole('dialog')).getByText('No payment channels are available right now.')).toBeVisible();
  });

  it('shows amounts with the rupee sign when the currency flag is 1', async () => {
    await open(route, 'ORD174', { env: { currencyFlag: 1 } });
    expect(screen.getByRole('heading', { level: 1, name: amount.replace('₱', '₹') })).toBeVisible();
  });

  it('a failed load shows an error with Retry, which loads the page', async () => {
    await sandbox.override({ endpoint, fault: 'http500', times: 1 });
    await open(route);
    expect(await screen.findByText("We couldn't load your repayment")).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('PesoSwift')).toBeVisible();
  });
});

describe('/repay specifics', () => {
  it('the header gives the repayment date; the plan lists each instalment with remark, due date and money amount', async () => {
    await open('/repay');
    expect(screen.getByText(/^Amount due · repayment date \d{2}-\d{2}-\d{4}$/)).toBeVisible();
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((s) => s.lastElementChild?.textContent)).toEqual(['₱2.275', '₱1.895', '₱1.512,50']);
    expect(within(steps[0]).getByText('Principal ₱1.666,67 + interest ₱608,33')).toBeVisible();
    expect(within(steps[0]).getByText(/^Due \d{2}-\d{2}-\d{4}$/)).toBeVisible();
  });

  it('with two detail rows there is nothing to expand', async () => {
    await open('/repay', 'ORDSHORT');
    expect(terms()).toEqual(['Loan amount', 'Interest']);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });
});

describe('/repayDelay specifics', () => {
  it('shows the delay title, the next payment date and a plan of remark, title, amount and time', async () => {
    await open('/repayDelay');
    expect(screen.getByText(/^Extend your due date by 7 days · pay by/)).toBeVisible();
    expect(screen.getByText(/^Next payment date: \d{2}-\d{2}-\d{4}$/)).toBeVisible();
    const steps = screen.getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(within(steps[0]).getByText('Extension fee')).toBeVisible();
    expect(within(steps[0]).getByText('Pay today')).toBeVisible();
    expect(steps.map((s) => s.lastElementChild?.textContent)).toEqual(['₱1.250', '₱5.682,50']);
  });
});
