// Repayment by code 2 (/repaymentOfCode2): reads what /repay stored, checked by schemas/storage/repaymentInfo.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, settled, setUpSandbox } from '../../support/renderRoute';

setUpSandbox();

const INFO = {
  version: 1,
  payCode: '7421 9930 1184',
  logo: '/__sandbox/img/dragonpay.svg',
  title: 'Pay with Dragonpay',
  repayAmount: 568250,
  payNotice: [
    { name: 'GCash', steps: ['Open GCash and tap Bills.', 'Choose Dragonpay.'] },
    { name: '7-Eleven (CLiQQ)', steps: ['Go to any 7-Eleven store.', 'Give the pay code.', 'Keep the receipt.'] },
  ],
};

const open = async (stored?: unknown) => {
  const local: Record<string, string> =
    stored === undefined ? {} : { repaymentInfo: typeof stored === 'string' ? stored : JSON.stringify(stored) };
  const view = renderRoute('/repaymentOfCode2', { local });
  await settled();
  return view;
};

describe('/repaymentOfCode2 with stored repayment info', () => {
  it('shows the channel logo and name, the pay code, the total payment and the grouped instructions', async () => {
    await open(INFO);
    expect(screen.getByRole('img', { name: 'Pay with Dragonpay' })).toHaveAttribute(
      'src',
      '/__sandbox/img/dragonpay.svg',
    );
    expect(screen.getByText('7421 9930 1184')).toBeVisible();
    expect(screen.getByText('Total payment')).toBeVisible();
    expect(screen.getByText('₱5.682,50')).toBeVisible();
    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual(expect.arrayContaining(['GCash', '7-Eleven (CLiQQ)']));
    expect(screen.getByText('1. Open GCash and tap Bills.')).toBeVisible();
    expect(screen.getByText('2. Choose Dragonpay.')).toBeVisible();
    expect(screen.getByText('3. Keep the receipt.')).toBeVisible();
  });

  it('Copy code copies the pay code and says copy success', async () => {
    const user = userEvent.setup();
    const view = await open(INFO);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe('7421 9930 1184');
    await waitFor(() => expect(view.status()).toContain('copy success'));
  });

  it('shows the rupee sign when the currency flag is 1', async () => {
    renderRoute('/repaymentOfCode2', { local: { repaymentInfo: JSON.stringify(INFO) }, env: { currencyFlag: 1 } });
    await settled();
    expect(screen.getByText('₹5.682,50')).toBeVisible();
  });
});

describe('/repaymentOfCode2 without usable stored info', () => {
  it('with nothing stored it says so and offers the way back', async () => {
    const view = await open();
    expect(screen.getByText('No repayment code yet')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Copy code' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back to my orders' }));
    expect(view.bridgeLog()).toContainEqual({ name: 'goPage', payload: { page: 'order' } });
  });

  it.each([
    ['an older version', { ...INFO, version: 0 }, '/version'],
    ['a missing pay code', { ...INFO, payCode: undefined }, "must have required property 'payCode'"],
    // Read by its shape first, as a server answer is: a text where the list goes is left out, so the list is missing.
    ['a field of the wrong type', { ...INFO, payNotice: 'Pay at GCash' }, "must have required property 'payNotice'"],
    [
      'markup smuggled into an extra field',
      { ...INFO, html: '<img src=x onerror=alert(1)>' },
      'must NOT have additional properties',
    ],
    ['a plain string written by another page', 'PAY-123', 'must be object'],
  ])('rejects %s with a clear message and renders none of it', async (_, stored, detail) => {
    const { container } = await open(stored);
    expect(screen.getByText("We can't show this repayment code")).toBeVisible();
    const message = screen.getByText(/The saved repaymentInfo is out of date or not ours/);
    expect(message.textContent).toContain(detail);
    expect(screen.queryByText('7421 9930 1184')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy code' })).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(within(container).getByRole('button', { name: 'Back to my orders' })).toBeVisible();
  });
});
