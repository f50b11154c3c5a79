// Legacy card repayment, rendered from pages/repayChoose.json against the sandbox: the cards, the commit
// with and without an SMS check, the 60 s resend countdown, 800006 / 800005, a dropped connection and the
// alternative channel.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, sandbox, settled, setUpSandbox } from '../../support/renderRoute';
import { setUpTestClock } from '../../support/testClock';

setUpSandbox();

// The page's timers run on a clock the test owns (tests/support/testClock.ts).
const { user, advance } = setUpTestClock(['setTimeout', 'clearTimeout', 'Date']);

const open = async (query = 'orderId=ORD174&amount=5682.50&productId=P001') => {
  const view = renderRoute(`/repayChoose?${query}`);
  await settled();
  return view;
};
const card = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const commits = async () => (await sandbox.requests('repaymentCommit')).map((r) => r.body);
const confirms = async () => (await sandbox.requests('repaymentConfirm')).map((r) => r.body);

/** Picks the card and commits; the BDO card (C1001) needs an SMS code. */
async function commitWith(name: string, view: Awaited<ReturnType<typeof open>>) {
  await user.click(card(name));
  await user.click(screen.getByRole('button', { name: 'Confirm repayment' }));
  return view;
}

describe('Legacy repayment: choosing a card', () => {
  it('loads the cards for the order and shows the amount', async () => {
    await open();
    expect((await sandbox.requests('repaymentWay')).map((r) => r.body)).toEqual([
      { orderId: 'ORD174', amount: '5682.50' },
    ]);
    expect(screen.getByText('₱5.682,50')).toBeVisible();
    expect(card('BDO Unibank')).toHaveTextContent('**** **** **** 4821');
    expect(card('BPI')).toBeVisible();
    expect(card('Metrobank')).toBeVisible();
  });

  it('a link without an amount shows the order, not an empty "Amount to repay"', async () => {
    await open('orderId=ORD174&productId=P001');
    expect(screen.getByText('Order ORD174')).toBeVisible();
    expect(screen.queryByText('Amount to repay')).toBeNull();
    expect(card('BPI')).toBeVisible();
  });

  it('without a chosen card: the Chinese toast 请先选择银行卡 and nothing is sent', async () => {
    const view = await open();
    await user.click(screen.getByRole('button', { name: 'Confirm repayment' }));
    await waitFor(() => expect(view.status()).toContain('请先选择银行卡'));
    expect(await commits()).toEqual([]);
  });

  it('a tapped card is marked as the chosen one', async () => {
    await open();
    await user.click(card('BPI'));
    expect(card('BPI')).toHaveAttribute('aria-current', 'true');
    expect(card('BDO Unibank')).not.toHaveAttribute('aria-current');
  });

  it('a failed card list shows the error with Retry, which loads it again', async () => {
    await sandbox.override({ endpoint: 'repaymentWay', fault: 'abort', times: 1 });
    await open();
    expect(screen.getByText('We could not load your bank cards')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /^BDO Unibank/ })).toBeVisible();
  });
});

describe('Legacy repayment: commit', () => {
  it('commits every field of the chosen card with the token and the coupon, sendMsg 0', async () => {
    await commitWith('BDO Unibank', await open('orderId=ORD174&amount=5682.50&productId=P001&couponId=CP9'));
    await screen.findByLabelText('SMS verification code');
    expect(await commits()).toEqual([
      {
        amount: '5682.50',
        bankName: 'BDO Unibank',
        cardId: 'C1001',
        cardNo: '**** **** **** 4821',
        couponId: 'CP9',
        orderId: 'ORD174',
        repayToken: 'RT-1',
        bankCode: 'BDO',
        sendMsg: '0',
      },
    ]);
  });

  it('needValid 0 (BPI): no code asked, straight to Order Details', async () => {
    const view = await commitWith('BPI', await open());
    await waitFor(() => expect(view.history.at(-1)).toBe('/loanDetail?productId=P001&orderId=ORD174'));
    expect(await confirms()).toEqual([]);
  });

  it('reaches Order Details with the product and the order, which then shows the order', async () => {
    const view = await commitWith('BPI', await open());
    await waitFor(() => expect(view.history.at(-1)).toBe('/loanDetail?productId=P001&orderId=ORD174'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByText("We couldn't load your order")).toBeNull();
  });

  it('a link without the product (Order Details needs it) ends on the orders of the app instead', async () => {
    const view = await commitWith('BPI', await open('orderId=ORD174&amount=5682.50'));
    await waitFor(() => expect(view.bridgeLog()).toContainEqual({ name: 'goPage', payload: { page: 'order' } }));
    expect(view.history.some((path) => path.startsWith('/loanDetail'))).toBe(false);
  });

  it('a double tap on Confirm repayment sends one commit', async () => {
    await open();
    await user.click(card('BDO Unibank'));
    const button = screen.getByRole('button', { name: 'Confirm repayment' });
    await user.dblClick(button);
    await screen.findByLabelText('SMS verification code');
    expect(await commits()).toHaveLength(1);
  });

  it('800005 on a second commit for the order with no message from the server: the do-not-submit-twice message', async () => {
    await sandbox.override({ endpoint: 'repaymentCommit', body: { code: 800005, message: '', data: null }, times: 1 });
    const view = await commitWith('BDO Unibank', await open());
    await waitFor(() => expect(view.status()).toContain('Please do not submit the payment request twice.'));
    expect(screen.queryByLabelText('SMS verification code')).toBeNull();
  });

  it.each([800005, 800006])(
    "%i on commit with the server's own message: the server's words, not the page's",
    async (code) => {
      await sandbox.override({
        endpoint: 'repaymentCommit',
        body: { code, message: 'Card check failed: 2 tries left', data: null },
        times: 1,
      });
      const view = await commitWith('BDO Unibank', await open());
      await waitFor(() => expect(view.status()).toContain('Card check failed: 2 tries left'));
      expect(view.status()).not.toMatch(/Please do not submit|Wrong verification code/);
    },
  );

  it('a dropped connection on commit shows the text error with Retry, which commits again', async () => {
    await sandbox.override({ endpoint: 'repaymentCommit', fault: 'abort', times: 1 });
    await commitWith('BDO Unibank', await open());
    expect(await screen.findByText('Network error. Check your connection and try again.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('SMS verification code')).toBeVisible();
    expect(screen.queryByText('Network error. Check your connection and try again.')).toBeNull();
  });
});

describe('Legacy repayment: SMS code', () => {
  const verifyStep = async () => {
    const view = await commitWith('BDO Unibank', await open());
    await screen.findByLabelText('SMS verification code');
    return view;
  };

  it('needValid 1: a code field with a 60 s resend countdown; a tap during it sends nothing', async () => {
    const view = await verifyStep();
    await waitFor(() => expect(view.status()).toContain('A verification code has been sent'));
    const resend = screen.getByRole('button', { name: /^Resend in \d+s$/ });
    expect(resend).toHaveAccessibleName('Resend in 60s');
    expect(resend).toHaveAttribute('aria-disabled', 'true');
    await advance(10_000);
    expect(resend).toHaveAccessibleName('Resend in 50s');
    await user.click(resend);
    await waitFor(() => expect(view.status()).toContain('Please wait 50s before asking for a new code.'));
    expect(await commits()).toHaveLength(1);
    await advance(50_000);
    const again = screen.getByRole('button', { name: 'Resend code' });
    await user.click(again);
    await waitFor(async () => expect(await commits()).toHaveLength(2));
    expect((await commits())[1]).toMatchObject({ sendMsg: '1', orderId: 'ORD174' });
    expect(await screen.findByRole('button', { name: 'Resend in 60s' })).toBeVisible();
  });

  it('fewer than 6 characters: a toast asks for the correct code and nothing is sent', async () => {
    const view = await verifyStep();
    await user.type(screen.getByLabelText('SMS verification code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.status()).toContain('Please enter the correct 6-digit verification code'));
    expect(await confirms()).toEqual([]);
  });

  it('an empty code: the toast asks for the correct code and nothing is sent', async () => {
    const view = await verifyStep();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.status()).toContain('Please enter the correct 6-digit verification code'));
    expect(await confirms()).toEqual([]);
  });

  it("800006 with the server's message ('2 tries left'): that message is what the borrower reads", async () => {
    await sandbox.override({
      endpoint: 'repaymentConfirm',
      body: { code: 800006, message: 'Wrong code, 2 tries left', data: null },
      times: 1,
    });
    const view = await verifyStep();
    await user.type(screen.getByLabelText('SMS verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.status()).toContain('Wrong code, 2 tries left'));
    expect(view.status()).not.toContain('Please check the SMS');
  });

  it('800006 with no message from the server: the page says the code is wrong', async () => {
    await sandbox.override({ endpoint: 'repaymentConfirm', body: { code: 800006, message: '', data: null }, times: 1 });
    const view = await verifyStep();
    await user.type(screen.getByLabelText('SMS verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(view.status()).toContain('Wrong verification code. Please check the SMS and try again.'),
    );
  });

  it("800005 on a resend: the server's message when it sent one, the page's otherwise", async () => {
    const view = await verifyStep();
    await advance(60_000);
    await sandbox.override({
      endpoint: 'repaymentCommit',
      body: { code: 800005, message: 'This repayment is already being processed', data: null },
      times: 1,
    });
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(view.status()).toContain('This repayment is already being processed'));
    expect(view.status()).not.toContain('A new verification code has been sent.');
    await sandbox.override({ endpoint: 'repaymentCommit', body: { code: 800005, message: '', data: null }, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(view.status()).toContain('Please do not submit the payment request twice.'));
  });

  it('800006: the wrong-code message and the field keeps what was typed', async () => {
    const view = await verifyStep();
    await user.type(screen.getByLabelText('SMS verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(view.status()).toContain('Wrong verification code. Please check the SMS and try again.'),
    );
    expect(screen.getByLabelText('SMS verification code')).toHaveValue('654321');
    expect(view.history.at(-1)).toMatch(/^\/repayChoose\?/);
  });

  it('the right code confirms with the record id and goes to Order Details', async () => {
    const view = await verifyStep();
    await user.type(screen.getByLabelText('SMS verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.history.at(-1)).toBe('/loanDetail?productId=P001&orderId=ORD174'));
    expect(await confirms()).toEqual([{ orderId: 'ORD174', verifyCode: '123456', repaymentRecordId: 'RR-1' }]);
  });

  it('a dropped connection on confirm shows the text error; Retry confirms with the same code', async () => {
    const view = await verifyStep();
    await sandbox.override({ endpoint: 'repaymentConfirm', fault: 'abort', times: 1 });
    await user.type(screen.getByLabelText('SMS verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Network error. Check your connection and try again.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(view.history.at(-1)).toBe('/loanDetail?productId=P001&orderId=ORD174'));
  });
});

describe('Legacy repayment: another channel', () => {
  it('asks for the link with the user, order and amount and opens it through the guard', async () => {
    const view = await open();
    await user.click(screen.getByRole('button', { name: 'Pay through another channel' }));
    await waitFor(() => expect(view.fullNavigation.assign).toHaveBeenCalledOnce());
    expect((await sandbox.requests('repaymentHuichao')).map((r) => r.body)).toEqual([
      { userId: 'U1001', orderId: 'ORD174', amount: '5682.50' },
    ]);
    expect(view.fullNavigation.assign.mock.calls[0][0]).toMatch(
      /^http:\/\/127\.0\.0\.1:5173\/repaymentOfCode\?showType=2&/,
    );
  });

  it('a hostile link from the server is refused and nothing opens', async () => {
    await sandbox.override({
      endpoint: 'repaymentHuichao',
      body: { code: 0, message: 'ok', data: { url: 'javascript:alert(1)' } },
    });
    const view = await open();
    await user.click(screen.getByRole('button', { name: 'Pay through another channel' }));
    await waitFor(() => expect(view.status()).toContain('This link cannot be opened.'));
    expect(view.fullNavigation.assign).not.toHaveBeenCalled();
  });
});
