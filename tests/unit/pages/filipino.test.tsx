// The borrower screens in Filipino: the link's lang=fil (or the phone's language) picks the catalogue, the document's
// lang follows, server text stays as sent, and English stays the default.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, sandbox, settled, setUpSandbox } from '../../support/renderRoute';
import en from '../../../messages/en.json';
import fil from '../../../messages/fil.json';

setUpSandbox();
afterEach(() => document.documentElement.removeAttribute('lang'));

describe('a borrower reading Filipino', () => {
  it("/bindBank?lang=fil shows the bank form in Filipino, with the bank's own field names as the server sent them", async () => {
    renderRoute('/bindBank?productId=P001&lang=fil');
    await settled();
    expect(await screen.findByRole('button', { name: 'Susunod' })).toBeVisible();
    expect(screen.getByText('Saan namin ipapadala ang iyong loan?')).toBeVisible();
    expect(screen.getByLabelText('Account number')).toBeVisible(); // data.bank.items[].title, as sent
    expect(document.documentElement.lang).toBe('fil');
    expect(document.title).toBe('Impormasyon ng payment account');
  });

  it('refuses an empty field in Filipino, naming the field as the server does', async () => {
    renderRoute('/bindBank?productId=P001&lang=fil');
    await userEvent.click(await screen.findByRole('button', { name: 'Susunod' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Ilagay ang account number'));
  });

  it("/loanDetail?lang=fil shows the order's buttons in Filipino and money as the spec formats it", async () => {
    renderRoute('/loanDetail?productId=P001&orderId=ORD174D&lang=fil');
    await settled();
    expect(await screen.findByRole('button', { name: 'MAGBAYAD' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Rollover na Bayad' })).toBeVisible();
    expect(screen.getByText('Kulang ang pera?')).toBeVisible();
    expect(screen.getAllByText('₱5.682,50').length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe('fil');
  });

  it("says the client's own words in Filipino: a dropped connection, an answer with a code and no message", async () => {
    await sandbox.override({ endpoint: 'problemList', fault: 'abort', times: 1 });
    renderRoute('/complaintList?lang=fil');
    expect(await screen.findByText(fil['client.network'])).toBeVisible();
    expect(document.body.textContent).not.toContain(en['client.network']);
    await sandbox.override({ endpoint: 'problemList', body: { code: '5000', message: '', data: null }, times: 1 });
    await userEvent.click(screen.getByRole('button', { name: fil['common.retry'] }));
    expect(await screen.findByText('Hindi natuloy ang request (code 5000).')).toBeVisible();
  });

  it("says the renderer's own words in Filipino: a link the guard refuses", async () => {
    await sandbox.override({
      endpoint: 'contactKfInfo',
      body: { code: '00', message: 'success', data: { email: 'x@evil.com?body=pin', smWa: '' } },
    });
    const view = renderRoute('/customerService?lang=fil');
    await userEvent.click(await screen.findByRole('button', { name: /E-mail/ }));
    await waitFor(() => expect(view.status()).toContain(fil['app.linkRefused']));
  });

  it('shows an internal tool ("audience": "staff") in English on a Filipino link: its words, its widgets\' and its lang', async () => {
    renderRoute('/testPreview?lang=fil');
    await settled();
    expect(await screen.findByText(en['app.noPhoto'])).toBeVisible();
    expect(document.body.textContent).not.toContain(fil['app.noPhoto']);
    expect(document.documentElement.lang).toBe('en');
  });

  it("follows the phone's language when the link names none, and the link's lang over the phone's", async () => {
    const view = renderRoute('/loanDetail?productId=P001&orderId=ORD174D', { languages: ['tl-PH', 'en-US'] });
    expect(await screen.findByRole('button', { name: 'MAGBAYAD' })).toBeVisible();
    view.unmount();
    renderRoute('/loanDetail?productId=P001&orderId=ORD174D&lang=en', { languages: ['fil-PH'] });
    expect(await screen.findByRole('button', { name: 'REPAY' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
  });

  it("takes the lender's default (env locale) when neither the link nor the phone names a language the app has", async () => {
    renderRoute('/loanDetail?productId=P001&orderId=ORD174D', { languages: ['zh-CN'], env: { locale: 'fil' } });
    expect(await screen.findByRole('button', { name: 'MAGBAYAD' })).toBeVisible();
  });

  it("keeps the link's language on the screens it leads to, whose addresses do not carry it", async () => {
    const view = renderRoute('/complaint?orderId=ORD174&lang=fil');
    await userEvent.click(await screen.findByRole('button', { name: 'Mga reklamo ko' }));
    await waitFor(() => expect(view.history.at(-1)).toBe('/complaintList'));
    await settled();
    expect(document.title).toBe('Mga reklamo ko');
    expect(document.documentElement.lang).toBe('fil');
  });
});
