// Order Details in Chromium at 390x844, against the production build and the sandbox, under the production CSP.
import { describe, expect, it } from 'vitest';
import { baseUrl, bridgeLog, sandbox, screenshot, setUpPhone } from './support/browser';
import { drainRenders } from './support/clock';

const phone = setUpPhone();
const open = async (orderId: string, extra = '') => {
  const page = phone.page();
  await page.goto(`${baseUrl()}/loanDetail?productId=P001&orderId=${orderId}${extra}`);
  await page.locator('[data-region="statusBanner"], [data-region="loadError"]').first().waitFor();
  return page;
};

describe('Order Details (end to end)', () => {
  it('status 174 with rollover: banner, details, REPAY and Rollover Repayment, each found by its id in the page; REPAY goes to repay', async () => {
    const page = await open('ORD174D');
    await expect(page.getByRole('button', { name: 'REPAY', exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Short of money?').isVisible()).resolves.toBe(true);
    await screenshot(page, 'loanDetail-174-rollover');
    // A tester's script finds a node by the id pages/loanDetail.json gives it: data-testid on its widget's element.
    const rollover = page.getByTestId('rollover');
    expect(await rollover.getByRole('button').textContent()).toBe('Rollover Repayment');
    expect(await rollover.textContent()).toContain('Short of money?');
    expect(await page.getByTestId('detailList').textContent()).toContain('Loan amount');
    const repay = page.getByTestId('repay');
    expect(await repay.evaluate((element) => `${element.tagName} ${element.textContent}`)).toBe('BUTTON REPAY');
    await repay.click();
    await page.waitForURL(/\/repay\?productId=P001&orderId=ORD174D$/);
    expect(await page.evaluate(() => sessionStorage.getItem('showBankTip'))).toBe('true');
  });

  it('status 200: Borrow Again sends the event and opens the native product page; the recommended list stays', async () => {
    const page = await open('ORD200');
    await page.getByText('Recommended for you').waitFor();
    // The old app turned the market flag off once loading ended (spec: the list never stayed): after the renders that
    // follow the load, the list is still there.
    await drainRenders(page);
    expect(await page.getByText('Recommended for you').isVisible()).toBe(true);
    await screenshot(page, 'loanDetail-200');
    await page.getByRole('button', { name: 'Borrow Again' }).click();
    await expect.poll(async () => (await bridgeLog(page)).map((m) => m.name)).toContain('goPage');
    const [event] = await sandbox.requests('eventSave');
    expect(event.body).toEqual({ productId: 'P001', moduleId: '30', positionId: '0' });
    // Common params from the entry URL travel in the query string of every call.
    expect(Object.keys(event.query)).not.toContain('moduleId');
  });

  it('a recommended product: the event and product-redirect are sent, then its http link is opened', async () => {
    const page = await open('ORD200');
    await page.getByText('Recommended for you').waitFor();
    await page.getByRole('button', { name: 'Apply' }).first().click();
    await page.waitForURL(/\/confirmLoan\?productId=/);
    const [redirect] = await sandbox.requests('productRedirect');
    expect(redirect.body).toMatchObject({ module: '31', position: '0' });
    const [event] = await sandbox.requests('eventSave');
    expect(event.body).toEqual({ productId: 'P001', moduleId: '31', positionId: '0' });
  });

  it('a hostile link from the server is refused by the URL guard: the page stays and says so', async () => {
    // Credentials in the URL: refused whatever the source (a plain https partner link from the server would open).
    await sandbox.override({
      endpoint: 'productRedirect',
      body: { code: '00', message: 'success', data: { link: 'HTTPS://www.pesonow.ph@evil.example/login' } },
    });
    const page = await open('ORD200');
    await page.getByText('Recommended for you').waitFor();
    await page.getByRole('button', { name: 'Apply' }).first().click();
    await page.getByRole('status').getByText('This link cannot be opened.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/loanDetail');
  });

  it('a link the guard parses as an app path goes to the native app; javascript: goes nowhere', async () => {
    await sandbox.override({
      endpoint: 'productRedirect',
      body: { code: '00', message: 'success', data: { link: 'javascript:alert(1)' } },
      times: 1,
    });
    const hostile = await open('ORD200');
    await hostile.getByText('Recommended for you').waitFor();
    await hostile.getByRole('button', { name: 'Apply' }).first().click();
    await hostile.getByRole('status').getByText('This link cannot be opened.').waitFor();
    expect((await bridgeLog(hostile)).filter((m) => m.name === 'to')).toEqual([]);

    await sandbox.override({
      endpoint: 'productRedirect',
      body: { code: '00', message: 'success', data: { link: 'product/P002' } },
    });
    const page = await open('ORD200');
    await page.getByText('Recommended for you').waitFor();
    await page.getByRole('button', { name: 'Apply' }).first().click();
    await expect.poll(async () => (await bridgeLog(page)).find((m) => m.name === 'to')?.payload).toBe('product/P002');
    expect(new URL(page.url()).pathname).toBe('/loanDetail');
  });

  it('common params from the entry URL travel in every call', async () => {
    await open('ORD174', '&deviceId=DEV-9&appVersion=3.2.1&session_id=S-1');
    const [request] = await sandbox.requests('loanDetails');
    expect(request.query).toMatchObject({ deviceId: 'DEV-9', appVersion: '3.2.1', sessionId: 'S-1' });
    expect(request.body).toEqual({ productId: 'P001', orderId: 'ORD174' });
  });

  it('a double tap on Repayment navigates once', async () => {
    const page = await open('ORD174');
    await page.getByRole('button', { name: 'Repayment', exact: true }).dblclick();
    await page.waitForURL(/\/repay\?/);
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(3);
  });

  it('the rating dialog: Silakan pilih without a star; 5 stars sends google-score and the native rate call', async () => {
    const page = await open('ORDSCORE');
    const dialog = page.getByRole('dialog', { name: 'Rate your experience' });
    await dialog.waitFor();
    await screenshot(page, 'loanDetail-rating');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('status').getByText('Silakan pilih').waitFor();
    await dialog.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(async () => (await bridgeLog(page)).map((m) => m.name)).toContain('toRate');
    expect((await sandbox.requests('googleScore')).map((r) => r.body)).toEqual([{ score: '5' }]);
  });

  it('the bank-card dialog: server title, close icon dismisses, and the button goes to bind bank', async () => {
    // The title and message are the server's (the sandbox's answer for this order), not a text of the app's.
    const answer = await (
      await fetch(`${baseUrl()}/api/v3/loan-details/loan-details`, {
        method: 'POST',
        body: new URLSearchParams({ productId: 'P001', orderId: 'ORDCARD' }),
      })
    ).json();
    const { cardPopTitle: title, cardPopMsg: message } = answer.data as { cardPopTitle: string; cardPopMsg: string };
    expect(title).toBe('Update your receiving account');
    const page = await open('ORDCARD');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The borrower reads the server's title on the dialog, and a screen reader announces the dialog by it.
    expect(await page.getByRole('dialog', { name: title, exact: true }).count()).toBe(1);
    expect(await dialog.getByText(title, { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByText(message, { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'loanDetail-bankcard');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.reload();
    await page.getByRole('dialog').getByRole('button', { name: 'Go and bind the card' }).click();
    await page.waitForURL(/\/bindBank\?productId=P001&orderId=ORDCARD&source=loanDetail$/);
  });

  it('kind tips shows once per session: not again after going to repay', async () => {
    const page = await open('ORDTIPS');
    const tips = page.getByRole('dialog', { name: 'Kind tips' });
    await tips.waitFor();
    await tips.getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByRole('button', { name: /Repayment|REPAY/ })
      .first()
      .click();
    await page.waitForURL(/\/repay/);
    await open('ORDTIPS');
    // The dialog opens in the load, before the regions show: once their renders have drained, it would be there.
    await drainRenders(page);
    expect(await page.getByRole('dialog', { name: 'Kind tips' }).count()).toBe(0);
  });

  it('the withdraw dialog for status 21: the server message, Cancel, and Withdraw Now to the continuation URL', async () => {
    const fixture = await (
      await fetch(`${baseUrl()}/api/v3/loan-details/loan-details`, {
        method: 'POST',
        body: new URLSearchParams({ productId: 'P001', orderId: 'ORD21' }),
      })
    ).json();
    const data = {
      ...fixture.data,
      playeduL: '/repay?productId=P001&orderId=ORD21',
      reyMsg: 'Your loan is approved. Withdraw it to your account now.',
    };
    await sandbox.override({ endpoint: 'loanDetails', body: { ...fixture, data } });
    const page = await open('ORD21', '&deviceId=DEV-2');
    const dialog = page.getByRole('dialog', { name: 'Withdraw' });
    await dialog.getByText('Your loan is approved. Withdraw it to your account now.').waitFor();
    await screenshot(page, 'loanDetail-withdraw');
    const continuation = page.waitForRequest(
      (request) => request.isNavigationRequest() && /\/repay\?/.test(request.url()),
    );
    await dialog.getByRole('button', { name: 'Withdraw Now' }).click();
    expect(new URL((await continuation).url()).searchParams.get('deviceId')).toBe('DEV-2');
    // The next page reads them, then takes them out of the address bar.
    await page.waitForURL((url) => url.pathname === '/repay' && !url.searchParams.has('deviceId'));
    expect(new URL(page.url()).searchParams.get('orderId')).toBe('ORD21');
  });

  it('status not 21 with a continuation URL redirects there, carrying the common params', async () => {
    const page = phone.page();
    const continuation = page.waitForRequest(
      (request) => request.isNavigationRequest() && /\/repay\?/.test(request.url()),
    );
    await page.goto(`${baseUrl()}/loanDetail?productId=P001&orderId=ORDREDIRECT&deviceId=DEV-1`);
    expect(new URL((await continuation).url()).searchParams.get('deviceId')).toBe('DEV-1');
    await page.waitForURL((url) => url.pathname === '/repay' && !url.searchParams.has('deviceId'));
  });

  it('a dropped connection shows an error with Retry, which then loads the order', async () => {
    // No `times`: Chromium silently retries a request whose reused connection was dropped.
    await sandbox.override({ endpoint: 'loanDetails', fault: 'abort' });
    const page = await open('ORD174');
    await page.getByText("We couldn't load your order").waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    await screenshot(page, 'loanDetail-error');
    await sandbox.reset();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('button', { name: 'Repayment', exact: true }).waitFor();
    // The order in place of the error: its button shows and the error block is gone.
    expect(await page.getByRole('button', { name: 'Repayment', exact: true }).isVisible()).toBe(true);
    expect(await page.locator('[data-region="loadError"]').count()).toBe(0);
  });

  it('a server failure code shows the server message as a toast and the error block', async () => {
    await sandbox.override({
      endpoint: 'loanDetails',
      body: { code: 1001, message: 'Order does not exist', data: null },
      times: 1,
    });
    const page = await open('ORD174');
    await page.getByText('Order does not exist').first().waitFor();
    expect(await page.locator('[data-region="loadError"]').isVisible()).toBe(true);
  });
});
