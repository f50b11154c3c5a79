// Joint-login failure, rendered from pages/loginFailure.json against the sandbox.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ORIGIN, renderRoute, sandbox, settled, setUpSandbox } from '../../support/renderRoute';

setUpSandbox();

async function open(productId = 'P001') {
  const view = renderRoute(`/loginFailure?productId=${productId}`);
  await settled();
  return view;
}

/** A product card: an article named by its product. */
const card = (name: string) => screen.getByRole('article', { name });

describe('/loginFailure', () => {
  it('is titled Order Details and shows the notice and the error message', async () => {
    await open();
    expect(document.title).toBe('Order Details');
    expect(screen.getByText('We could not sign you in to PesoSwift with your partner account.')).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent('Error 2031: your partner account is still being verified.');
  });

  it('lists the recommended products with logo, name, button, range and its caption, rate, description and tags', async () => {
    await open();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'KwartaNow',
      'Pautang Plus',
      'BayadAgad',
      'SahodCash',
    ]);
    const kwarta = card('KwartaNow');
    for (const text of [
      '₱2.000 - ₱20.000',
      'Loan amount',
      '0.12%/day',
      'Terms from 91 to 180 days',
      'Fast approval',
      'No collateral',
    ]) {
      expect(kwarta).toHaveTextContent(text);
    }
    expect(within(kwarta).getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it('a product with clickable 0 is grey and its tap does nothing: no tracking, no jump', async () => {
    const view = await open();
    const full = within(card('SahodCash')).getByRole('button', { name: 'Full today' });
    expect(full).toBeDisabled();
    await userEvent.click(full);
    expect(await sandbox.requests('failureTrack')).toEqual([]);
    expect(await sandbox.requests('failureProductJump')).toEqual([]);
    expect(view.fullNavigation.assign).not.toHaveBeenCalled();
    expect(view.bridgeLog()).toEqual([]);
  });

  it('a product tap tracks, then jumps; an http link opens through the guard', async () => {
    const view = await open();
    await userEvent.click(within(card('KwartaNow')).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(view.fullNavigation.assign).toHaveBeenCalledWith(`${ORIGIN}/confirmLoan?productId=P002`),
    );
    const [track] = await sandbox.requests('failureTrack');
    const [jump] = await sandbox.requests('failureProductJump');
    expect(track.body).toEqual({ productId: 'P001', position: '0', token: 'tok-kwartanow' });
    expect(jump.body).toEqual({ productId: 'P001', position: '0', token: 'tok-kwartanow' });
  });

  it('a link that is not http goes to the native app', async () => {
    const view = await open();
    await userEvent.click(within(card('BayadAgad')).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(view.bridgeLog()).toEqual([{ name: 'to', payload: 'productDetail?productId=P003' }]));
    expect(view.fullNavigation.assign).not.toHaveBeenCalled();
  });

  it('a hostile link from the jump (credentials in the URL) is refused by the guard', async () => {
    await sandbox.override({
      endpoint: 'failureProductJump',
      body: { code: 0, message: 'success', data: { link: 'https://user:pw@www.pesonow.ph/x' } },
    });
    const view = await open();
    await userEvent.click(within(card('KwartaNow')).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(view.status()).toContain('This link cannot be opened.'));
    expect(view.fullNavigation.assign).not.toHaveBeenCalled();
  });

  it('with nothing to recommend it says so and offers the way home', async () => {
    const view = await open('P000');
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(screen.getByText('No other offers are available right now. Please try again later.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(view.bridgeLog()).toEqual([{ name: 'toHome', payload: {} }]);
  });

  it('a failed load says so and Retry loads again', async () => {
    await sandbox.override({ endpoint: 'failureNotice', fault: 'http500', times: 1 });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'KwartaNow' })).toBeVisible();
  });
});
