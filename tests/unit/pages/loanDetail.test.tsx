// Order Details, rendered from pages/loanDetail.json against the sandbox: each status and each dialog.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ORIGIN, renderRoute, sandbox, settled, setUpSandbox } from '../../support/renderRoute';

setUpSandbox();

const open = async (orderId: string) => {
  const view = renderRoute(`/loanDetail?productId=P001&orderId=${orderId}`);
  await settled();
  return view;
};
const buttonNames = () => screen.queryAllByRole('button').map((b) => b.textContent?.trim());

describe('Order Details status buttons', () => {
  it('174 with rollover: REPAY and Rollover Repayment with its hint', async () => {
    await open('ORD174D');
    expect(await screen.findByRole('button', { name: 'REPAY' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Rollover Repayment' })).toBeVisible();
    expect(screen.getByText('Short of money?')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Repayment' })).toBeNull();
  });

  it.each(['ORD174', 'ORD180', 'ORD170'])('%s without rollover: a single Repayment button', async (orderId) => {
    await open(orderId);
    expect(await screen.findByRole('button', { name: 'Repayment' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'REPAY' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rollover Repayment' })).toBeNull();
  });

  it('180 with rollover shows both buttons', async () => {
    await open('ORD180D');
    expect(await screen.findByRole('button', { name: 'REPAY' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Rollover Repayment' })).toBeVisible();
  });

  it('200: Borrow Again sends the event (module 30, position 0) and opens the native product detail', async () => {
    const view = await open('ORD200');
    await userEvent.click(await screen.findByRole('button', { name: 'Borrow Again' }));
    await waitFor(() =>
      expect(view.bridgeLog()).toContainEqual({
        name: 'goPage',
        payload: { page: 'productDetail', productId: 'P001' },
      }),
    );
    const events = await sandbox.requests('eventSave');
    expect(events.map((e) => e.body)).toEqual([{ productId: 'P001', moduleId: '30', positionId: '0' }]);
  });

  it.each(['ORD21', 'ORD151', 'ORD110'])('%s shows the banner and details but no status button', async (orderId) => {
    await open(orderId);
    expect(document.querySelector('[data-region="statusBanner"]')).not.toBeNull();
    expect(buttonNames()).not.toContain('Repayment');
    expect(buttonNames()).not.toContain('Borrow Again');
  });

  it('each status has its own banner image; an unknown status falls back to the 200 image', async () => {
    await open('ORD180');
    expect(document.querySelector('[data-region="statusBanner"]')!.innerHTML).toContain('/banners/status-180.svg');
    cleanup();
    const answer = await (
      await fetch(`${ORIGIN}/api/v3/loan-details/loan-details`, {
        method: 'POST',
        body: new URLSearchParams({ productId: 'P001', orderId: 'ORD180' }),
      })
    ).json();
    await sandbox.override({
      endpoint: 'loanDetails',
      body: { ...answer, data: { ...answer.data, orderStatus: 999 } },
    });
    await open('ORD180');
    expect(document.querySelector('[data-region="statusBanner"]')!.innerHTML).toContain('/banners/status-200.svg');
  });
});

describe('Order Details single-flight taps', () => {
  it('a double tap on Borrow Again sends one request; the button is disabled until the chain settles', async () => {
    await sandbox.override({ endpoint: 'eventSave', delayMs: 300 });
    const view = await open('ORD200');
    const button = await screen.findByRole('button', { name: 'Borrow Again' });
    await userEvent.dblClick(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(view.bridgeLog().filter((m) => m.name === 'goPage')).toHaveLength(1));
    await waitFor(() => expect(button).toBeEnabled());
    expect(await sandbox.requests('eventSave')).toHaveLength(1);
  });
});

describe('Order Details navigation', () => {
  it('Repayment goes to the repay screen with the ids and sets the showBankTip session flag', async () => {
    const view = await open('ORD174');
    await userEvent.click(await screen.findByRole('button', { name: 'Repayment' }));
    await waitFor(() => expect(view.history.at(-1)).toBe('/repay?productId=P001&orderId=ORD174'));
    expect(view.storages.session.getItem('showBankTip')).toBe('true');
  });

  it('Rollover Repayment goes to the repay-delay screen', async () => {
    const view = await open('ORD174D');
    await userEvent.click(await screen.findByRole('button', { name: 'Rollover Repayment' }));
    await waitFor(() => expect(view.history.at(-1)).toBe('/repayDelay?productId=P001&orderId=ORD174D'));
  });

  it('a status other than 21 with a withdraw continuation URL redirects there with the common params', async () => {
    const view = renderRoute('/loanDetail?productId=P001&orderId=ORDREDIRECT&deviceId=DEV1');
    await waitFor(() => expect(view.fullNavigation.replace).toHaveBeenCalledTimes(1));
    const target = new URL(view.fullNavigation.replace.mock.calls[0][0]);
    expect(target.pathname).toBe('/repay');
    expect(target.searchParams.get('deviceId')).toBe('DEV1');
  });
});

describe('Order Details defects of the old behaviour, fixed', () => {
  it('the recommended list stays visible while it is non-empty and the market flag is on', async () => {
    await open('ORD200');
    const list = await screen.findByText('Recommended for you');
    await new Promise((r) => setTimeout(r, 50));
    expect(list).toBeVisible();
    expect(screen.getAllByRole('button', { name: /Apply|Unavailable|Soon/i }).length).toBeGreaterThan(0);
  });

  it('the recommended list is absent when it is empty, and when the market flag is off', async () => {
    await open('ORD174');
    expect(screen.queryByText('Recommended for you')).toBeNull();
    cleanup();
    const answer = await (
      await fetch(`${ORIGIN}/api/v3/loan-details/loan-details`, {
        method: 'POST',
        body: new URLSearchParams({ productId: 'P001', orderId: 'ORD200' }),
      })
    ).json();
    expect(answer.data.recProducts.length).toBeGreaterThan(0);
    const view = renderRoute('/loanDetail?productId=P001&orderId=ORD200', { env: { marketFlag: false } });
    await settled();
    expect(await view.findByRole('button', { name: 'Borrow Again' })).toBeVisible();
    expect(screen.queryByText('Recommended for you')).toBeNull();
  });

  it('a recommended product tap sends the event with a defined module id and its position', async () => {
    const view = await open('ORD200');
    await screen.findByText('Recommended for you');
    const cards = screen.getAllByRole('button', { name: /Apply/ });
    await userEvent.click(cards[1]);
    await waitFor(async () => expect((await sandbox.requests('productRedirect')).length).toBe(1));
    const [event] = await sandbox.requests('eventSave');
    expect(event.body).toEqual({ productId: 'P001', moduleId: '31', positionId: '1' });
    expect(view.status()).not.toContain('undefined');
  });

  it.each([['javascript:alert(1)'], ['intent://x#Intent;end'], ['//evil.example/'], ['HTTPS://user@evil.example/']])(
    'a product link %s is neither opened nor handed to the native app',
    async (link) => {
      await sandbox.override({ endpoint: 'productRedirect', body: { code: '00', message: 'success', data: { link } } });
      const view = await open('ORD200');
      await screen.findByText('Recommended for you');
      await userEvent.click(screen.getAllByRole('button', { name: /Apply/ })[0]);
      await waitFor(() => expect(view.status()).toContain('This link cannot be opened.'));
      expect(view.bridgeLog().filter((m) => m.name === 'to')).toEqual([]);
      expect(view.fullNavigation.assign).not.toHaveBeenCalled();
    },
  );

  it('a product link the guard parses as an app path goes to the native app; an upper-case HTTPS one to a partner opens', async () => {
    await sandbox.override({
      endpoint: 'productRedirect',
      body: { code: '00', message: 'success', data: { link: 'product/P002' } },
    });
    const view = await open('ORD200');
    await screen.findByText('Recommended for you');
    await userEvent.click(screen.getAllByRole('button', { name: /Apply/ })[0]);
    await waitFor(() => expect(view.bridgeLog()).toContainEqual({ name: 'to', payload: 'product/P002' }));
    cleanup();
    await sandbox.override({
      endpoint: 'productRedirect',
      body: { code: '00', message: 'success', data: { link: 'HTTPS://GW.DRAGONPAY.PH/p2' } },
    });
    const web = await open('ORD200');
    await screen.findByText('Recommended for you');
    await userEvent.click(screen.getAllByRole('button', { name: /Apply/ })[0]);
    await waitFor(() => expect(web.fullNavigation.assign).toHaveBeenCalledWith('https://gw.dragonpay.ph/p2'));
    expect(web.bridgeLog().filter((m) => m.name === 'to')).toEqual([]);
  });

  it('a failed loan-details call shows an error with a retry, and Retry loads the order', async () => {
    await sandbox.override({ endpoint: 'loanDetails', fault: 'http500', times: 1 });
    await open('ORD174');
    expect(await screen.findByText("We couldn't load your order")).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Repayment' })).toBeVisible();
    expect(screen.queryByText("We couldn't load your order")).toBeNull();
  });

  it('a success code with no order in it is a broken answer: the error and a retry, not an empty page', async () => {
    await sandbox.override({ endpoint: 'loanDetails', body: { code: 0, message: 'success', data: null }, times: 1 });
    await open('ORD174');
    expect(await screen.findByText("We couldn't load your order")).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Repayment' })).toBeVisible();
  });

  it('an unreachable server (dropped connection) also settles with the error and a retry', async () => {
    await sandbox.override({ endpoint: 'loanDetails', fault: 'abort', times: 1 });
    await open('ORD174');
    expect(await screen.findByText("We couldn't load your order")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});

describe('Order Details dialogs', () => {
  it('kind tips shows when KindTipsMsg is present and the session flag is unset; Confirm closes it', async () => {
    await open('ORDTIPS');
    const dialog = await screen.findByRole('dialog', { name: 'Kind tips' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog', { name: 'Kind tips' })).toBeNull();
  });

  it('the bank-card dialog is titled by the server; its close icon dismisses it; its button goes to bind bank', async () => {
    const view = await open('ORDCARD');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName(/.+/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go and bind the card' }));
    await waitFor(() => expect(view.history.at(-1)).toBe('/bindBank?productId=P001&orderId=ORDCARD&source=loanDetail'));
  });

  it('rating: Send with no star says Silakan pilih; 4 stars calls google-score (5) and the native rate call', async () => {
    const view = await open('ORDSCORE');
    const dialog = await screen.findByRole('dialog', { name: 'Rate your experience' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(view.status()).toContain('Silakan pilih'));
    expect(await sandbox.requests('googleScore')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(view.bridgeLog().map((m) => m.name)).toContain('toRate'));
    expect((await sandbox.requests('googleScore')).map((r) => r.body)).toEqual([{ score: '5' }]);
    expect(screen.queryByRole('dialog', { name: 'Rate your experience' })).toBeNull();
  });

  it('rating with fewer than 4 stars closes and opens the result dialog, without the native rate call', async () => {
    const view = await open('ORDSCORE');
    const dialog = await screen.findByRole('dialog', { name: 'Rate your experience' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '2 stars' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you for your feedback' })).toBeVisible();
    expect(view.bridgeLog().map((m) => m.name)).not.toContain('toRate');
  });

  it('Cancel closes the rating dialog without sending', async () => {
    await open('ORDSCORE');
    const dialog = await screen.findByRole('dialog', { name: 'Rate your experience' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await sandbox.requests('googleScore')).toEqual([]);
  });
});
