// Loan confirmation, both versions, rendered from pages/confirmLoan*.json against the sandbox.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN, renderRoute, sandbox, settled, setUpSandbox } from '../../support/renderRoute';
import { createSandbox } from '../../../sandbox/core';
import { clientFor } from '../sandbox/helpers';

setUpSandbox();

const VERSIONS = [
  { path: '/confirmLoan', push: 'loanDetailPush', jump: 'contractJump', detail: 'loanDetailConfirm' },
  { path: '/confirmLoanV2', push: 'confirmV2Push', jump: 'confirmV2ContractJump', detail: 'confirmV2Detail' },
] as const;

async function open(path: string, productId = 'P001') {
  const view = renderRoute(`${path}?productId=${productId}`);
  await settled();
  // The second version greets with its promotional popup; these tests are about the rest of the page.
  const promo = screen.queryByRole('dialog', { name: 'A gift for you' });
  if (promo) await userEvent.click(within(promo).getByRole('button', { name: 'Close' }));
  return view;
}

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as unknown as Record<string, unknown>).LenderApp;
});

/** The Android app shell (env androidBridge "LenderApp"), recording the messages it receives. */
function appHost() {
  const sent: string[] = [];
  const record = (name: string) => () => void sent.push(name);
  (window as unknown as Record<string, unknown>).LenderApp = {
    closeWebview: record('closeWebview'),
    toHome: record('toHome'),
  };
  return { sent };
}

const goLoan = () => screen.getByRole('button', { name: 'Go Loan' });
const consent = () => screen.getByRole('checkbox', { name: 'I have read and agree to' });
/** The native shell's back press; returns whether the page handled it. */
function back(): boolean | undefined {
  let handled: boolean | undefined;
  act(() => {
    handled = window.onNativeBack?.();
  });
  return handled;
}

describe.each(VERSIONS)('$path', ({ path, push, jump, detail }) => {
  it('shows the offer: product, amount in pesos, rate, term, first repayment, details and the repayment plan', async () => {
    await open(path);
    expect(screen.getByText('PesoSwift')).toBeVisible();
    expect(screen.getByText('₱5.000', { selector: 'p, h1' })).toBeVisible();
    expect(screen.getByText('Interest rate 0.15%/day')).toBeVisible();
    const terms = screen.getByText('Term').closest('dl')!;
    expect(terms).toHaveTextContent('91 days');
    expect(terms).toHaveTextContent(/First repayment\d\d-\d\d-\d{4} \(in 91 days\)/);
    expect(screen.getByRole('heading', { name: 'Loan details' }).parentElement).toHaveTextContent(
      'Amount received₱4.250',
    );
    expect(screen.getByText('Principal ₱5.000 + interest ₱682,50')).toBeVisible();
  });

  it('instalments show each period in the plan and the term as periods × days', async () => {
    await open(path, 'P003');
    expect(screen.getByText('Term').closest('dl')).toHaveTextContent('3 × 31 days');
    expect(screen.getAllByText(/^Instalment \d of 3$/)).toHaveLength(3);
  });

  it('consent starts checked, with the agreements beside it, and Go Loan is active', async () => {
    await open(path);
    expect(consent()).toBeChecked();
    const links = within(screen.getByRole('group', { name: 'Loan agreements' })).getAllByRole('button');
    expect(links.map((l) => l.textContent)).toEqual(['Loan Agreement', 'Promissory Note', 'Privacy Policy']);
    expect(goLoan()).toBeEnabled();
  });

  it('unchecked consent greys Go Loan and a tap sends nothing; checking it again restores it', async () => {
    await open(path);
    await userEvent.click(consent());
    expect(goLoan()).toBeDisabled();
    await userEvent.click(goLoan());
    expect(await sandbox.requests(push)).toEqual([]);
    await userEvent.click(consent());
    expect(goLoan()).toBeEnabled();
  });

  it('an agreement tap asks for its link (productId, scene 3, position) and opens it through the guard', async () => {
    const view = await open(path);
    await userEvent.click(screen.getByRole('button', { name: 'Promissory Note' }));
    await waitFor(() =>
      expect(view.fullNavigation.assign).toHaveBeenCalledWith(
        `${ORIGIN}/__sandbox/docs/promissory-note.html?productId=P001`,
      ),
    );
    const [request] = await sandbox.requests(jump);
    expect({ ...(request.query as object), ...(request.body as object) }).toMatchObject({
      productId: 'P001',
      scene: '3',
      position: '1',
    });
  });

  it('Go Loan pushes amount, periods, term unit and product, then replaces the location with lendDetailsUrl and from=confirm', async () => {
    const view = await open(path);
    await userEvent.click(goLoan());
    await waitFor(() =>
      expect(view.fullNavigation.replace).toHaveBeenCalledWith(
        `${ORIGIN}/loanDetail?productId=P001&orderId=ORD21&from=confirm`,
      ),
    );
    const requests = await sandbox.requests(push);
    expect(requests.map((r) => r.body)).toEqual([{ amount: '5000', periods: '1', termUnit: '91', productId: 'P001' }]);
  });

  it('a second tap while the push is in flight sends nothing', async () => {
    await sandbox.override({ endpoint: push, delayMs: 300, times: 1 });
    const view = await open(path);
    await userEvent.dblClick(goLoan());
    expect(goLoan()).toBeDisabled();
    await waitFor(() => expect(view.fullNavigation.replace).toHaveBeenCalledTimes(1));
    expect(await sandbox.requests(push)).toHaveLength(1);
  });

  it('a refused push shows the server message and stays on the page', async () => {
    const view = await open(path, 'P009');
    await userEvent.click(goLoan());
    await waitFor(() => expect(view.status()).toContain("Today's loan quota for PesoSwift is full"));
    expect(view.fullNavigation.replace).not.toHaveBeenCalled();
    await waitFor(() => expect(goLoan()).toBeEnabled());
  });

  it('with an agreement URL the loan-agreement modal opens at once, the document in a script-free frame', async () => {
    renderRoute(`${path}?productId=P002`);
    const dialog = await screen.findByRole('dialog', { name: 'Loan Agreement' });
    const frame = await within(dialog).findByTitle('Loan Agreement');
    expect(frame).toHaveAttribute('src', `${ORIGIN}/__sandbox/docs/loan-agreement.html`);
    expect(frame).toHaveAttribute('sandbox', '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agree' }));
    expect(screen.queryByRole('dialog', { name: 'Loan Agreement' })).toBeNull();
    expect(consent()).toBeChecked();
  });

  it('Cancel in the agreement modal closes it and withdraws consent, so Go Loan is grey', async () => {
    renderRoute(`${path}?productId=P002`);
    const dialog = await screen.findByRole('dialog', { name: 'Loan Agreement' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Loan Agreement' })).toBeNull();
    expect(consent()).not.toBeChecked();
    expect(goLoan()).toBeDisabled();
  });

  it('a PDF agreement is not framed: the modal offers a button that opens it through the guard', async () => {
    const view = renderRoute(`${path}?productId=P006`);
    const dialog = await screen.findByRole('dialog', { name: 'Loan Agreement' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Open the loan agreement' }));
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(view.fullNavigation.assign).toHaveBeenCalledWith(`${ORIGIN}/__sandbox/docs/loan-agreement.pdf`);
  });

  it('an agreement that cannot be shown (the guard refuses its address) offers no Agree, only Cancel', async () => {
    const answer = await clientFor(createSandbox(), undefined, false).call(detail, { productId: 'P002' });
    const body = answer.raw as { data: Record<string, unknown> };
    await sandbox.override({
      endpoint: detail,
      body: { ...body, data: { ...body.data, popAgreementUrl: 'https://evil.example/agreement.html' } },
    });
    renderRoute(`${path}?productId=P002`);
    const dialog = await screen.findByRole('dialog', { name: 'Loan Agreement' });
    expect(await within(dialog).findByText('This document cannot be shown here.')).toBeVisible();
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Agree' })).toBeNull());
    expect(dialog.querySelector('iframe')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Loan Agreement' })).toBeNull();
  });

  it('with no agreement URL no modal opens', async () => {
    await open(path);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('back (isPopType 1) opens the retention popup instead of leaving; Agree keeps the borrower here', async () => {
    const view = await open(path);
    expect(back()).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'Your loan is almost ready' });
    expect(dialog).toHaveTextContent(
      'You are one step away from receiving ₱4.250. Stay and finish your loan application?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agree' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.bridgeLog()).toEqual([]);
    expect(goLoan()).toBeEnabled();
  });

  it('in the app, Cancel in the retention popup leaves: the webview is closed', async () => {
    const host = appHost();
    await open(path);
    expect(back()).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'Your loan is almost ready' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(host.sent).toEqual(['closeWebview']);
  });

  it("in a browser, Cancel in the retention popup goes back past the page's own history entry to the page before", async () => {
    window.history.pushState(null, '', '/customerService'); // the page it was opened from
    window.history.pushState(null, '', `${path}?productId=P001`);
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => {});
    const view = await open(path);
    back();
    const dialog = await screen.findByRole('dialog', { name: 'Your loan is almost ready' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(go).toHaveBeenCalledExactlyOnceWith(-2);
    expect(view.bridgeLog()).toEqual([]);
  });

  it('back without the retention flag (isPopType 0) leaves at once: not handled, so the shell goes back itself', async () => {
    const view = await open(path, 'P003');
    expect(back()).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.bridgeLog()).toEqual([]); // no closeWebview on top of the shell's own back
  });

  it('in the app, back without the retention flag answers false, sends nothing and adds no history entry', async () => {
    const host = appHost();
    const entries = window.history.length;
    await open(path, 'P003');
    expect(back()).toBe(false);
    expect(host.sent).toEqual([]);
    expect(window.history.length).toBe(entries);
  });

  it('a failed load says so and Retry loads again', async () => {
    await sandbox.override({ endpoint: detail, fault: 'http500', times: 1 });
    renderRoute(`${path}?productId=P001`);
    await settled();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(goLoan()).toBeEnabled());
  });
});

describe('/confirmLoanV2 promotional popup', () => {
  it('opens on load with the message, a close icon and the NewButtonMsg button; the button closes it', async () => {
    renderRoute('/confirmLoanV2?productId=P001');
    const dialog = await screen.findByRole('dialog', { name: 'A gift for you' });
    expect(dialog).toHaveTextContent('First loan gift: 20% off the service fee');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Claim my discount' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open when the server sends no NewButtonMsg', async () => {
    renderRoute('/confirmLoanV2?productId=P003');
    await settled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the server answers success with "00" and the second version field names', async () => {
    renderRoute('/confirmLoanV2?productId=P001');
    await settled();
    const [request] = await sandbox.requests('confirmV2Detail');
    expect(request.body).toMatchObject({ productId: 'P001' });
    expect(screen.getByText('₱5.000', { selector: 'p, h1' })).toBeVisible();
  });
});
