// No waterfall: a screen's first read starts while its code is still on the way, and the page then uses
// that answer instead of asking again (the sandbox sees one request).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { earlyCalls } from '../../support/earlyTable';
import loanDetail from '../../../pages/loanDetail.json';
import type { PageDefinition } from '../../../schemas/generated/types';
import { renderRoute, sandbox, settled, setUpSandbox } from '../../support/renderRoute';
import en from '../../../messages/en.json';
import fil from '../../../messages/fil.json';

setUpSandbox();

function held() {
  let release!: () => void;
  const arrives = new Promise<void>((resolve) => (release = resolve));
  return { arrives, release };
}

describe('the first read starts beside the page code', () => {
  it('Order Details: loanDetails is asked while the page chunk is still loading, and only once', async () => {
    const chunk = held();
    renderRoute('/loanDetail?productId=P001&orderId=ORD174D', { earlyCalls, pageArrives: chunk.arrives });
    await waitFor(async () => expect(await sandbox.requests('loanDetails')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'REPAY' })).toBeNull(); // the page is not there yet
    chunk.release();
    expect(await screen.findByRole('button', { name: 'REPAY' })).toBeVisible();
    await settled();
    const requests = await sandbox.requests('loanDetails');
    expect(requests).toHaveLength(1);
    expect(requests[0].body).toMatchObject({ productId: 'P001', orderId: 'ORD174D' });
  });

  it('the bank form: cardInit with the product id from the query', async () => {
    const chunk = held();
    renderRoute('/bindBank?productId=P001', { earlyCalls, pageArrives: chunk.arrives });
    await waitFor(async () => expect(await sandbox.requests('cardInit')).toHaveLength(1));
    chunk.release();
    expect(await screen.findByRole('button', { name: 'Next' })).toBeVisible();
    await settled();
    expect(await sandbox.requests('cardInit')).toHaveLength(1);
  });

  it('the promotion page: the visit is tracked and the template asked for together, each once', async () => {
    // The tracking call lets the load go on whatever its answer, so the template read after it is certain too: it no
    // longer waits a round trip for the tracking answer (build/page-early-calls.ts).
    const chunk = held();
    renderRoute('/promotion?templateId=12&app_from=ps&user_from=fb&utm_tag=nov', {
      earlyCalls,
      pageArrives: chunk.arrives,
    });
    await waitFor(async () => expect(await sandbox.requests('channelTemplate')).toHaveLength(1));
    expect(await sandbox.requests('trackVisit')).toHaveLength(1);
    chunk.release();
    expect(await screen.findByRole('button', { name: 'Register now' })).toBeVisible();
    await settled();
    expect(await sandbox.requests('trackVisit')).toHaveLength(1);
    const templates = await sandbox.requests('channelTemplate');
    expect(templates).toHaveLength(1);
    expect(templates[0].query).toMatchObject({ templateId: '12' });
  });

  it('a page whose code is already loaded (the first screen) makes its own call at once, and asks only once', async () => {
    // The app loads the first screen's page before its first render (renderer/start/startApp.tsx): no early read then,
    // which, started after the page's call had taken the head start's answer, would be a second request.
    renderRoute('/loanDetail?productId=P001&orderId=ORD174D', {
      earlyCalls,
      loaded: { page: loanDetail as unknown as PageDefinition },
    });
    expect(await screen.findByRole('button', { name: 'REPAY' })).toBeVisible();
    await settled();
    expect(await sandbox.requests('loanDetails')).toHaveLength(1);
  });

  it("Customer Service: contactKfInfo with the page's initial module id, while its code loads, and only once", async () => {
    // The page keeps no draft, so the state its load starts from is the definition's: the build hands that part over.
    const chunk = held();
    renderRoute('/customerService', { earlyCalls, pageArrives: chunk.arrives });
    await waitFor(async () => expect(await sandbox.requests('contactKfInfo')).toHaveLength(1));
    chunk.release();
    await settled();
    const requests = await sandbox.requests('contactKfInfo');
    expect(requests).toHaveLength(1);
    expect(requests[0].body).toMatchObject({ overall: '30' });
  });
});

describe('an early read that fails, read in the language the link chose', () => {
  it('the bank form with ?lang=fil: a card-list answer with a code and no message is said in Filipino, never English', async () => {
    await sandbox.override({ endpoint: 'cardInit', body: { code: 5001, message: '', data: null }, times: 1 });
    const chunk = held();
    renderRoute('/bindBank?productId=P001&lang=fil', { earlyCalls, pageArrives: chunk.arrives });
    await waitFor(async () => expect(await sandbox.requests('cardInit')).toHaveLength(1));
    chunk.release();
    expect(await screen.findByText(fil['client.failedCode'].replace('{code}', '5001'))).toBeVisible();
    expect(document.body.textContent).not.toContain(en['client.failedCode'].replace('{code}', '5001'));
  });
});
