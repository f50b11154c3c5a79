// Telemetry in the production build (env.json telemetryUrl "/telemetry", served by the sandbox on the same origin):
// the answer's drift from its contract, an uncaught error, an action the renderer refused and the screen's Core Web
// Vitals reach the lender as beacons,
// and no value of the server's answer, the address or the error text is in any of them.
import { describe, expect, it } from 'vitest';
import { baseUrl, sandbox, setUpPhone } from './support/browser';

const THROWN = 'card 4111222233334444 of juan.cruz@mail.ph';
const phone = setUpPhone({ expectedErrors: new RegExp(THROWN) });

/** Distinctive values the server sends and the address carries; none may appear in a beacon. */
const SECRETS = [
  'Zqxiana Dela Cruz',
  '0917 555 0199',
  '98765432',
  'SECRET-SESSION-77',
  '4111222233334444',
  'juan.cruz',
  'ORD200',
];

type Record = {
  type: string;
  kind?: string;
  name?: string;
  message?: string;
  route?: string;
  page?: string;
  screens?: number;
  at?: number;
  pointer?: string;
};

async function orderAnswerWithSecrets(): Promise<unknown> {
  const response = await fetch(`${baseUrl()}/api/v3/loan-details/loan-details`, {
    method: 'POST',
    body: new URLSearchParams({ productId: 'P001', orderId: 'ORD200' }),
  });
  const answer = (await response.json()) as {
    data: Record & {
      productName: string;
      telephone: string;
      orderStatus: unknown;
      cardPopTitle: unknown;
      userOrderDetail: { detail: Array<{ text: string; value: string }> };
    };
  };
  // Drift the reader tolerates (a status as text) and refuses (an object for a title, carrying a value).
  answer.data.orderStatus = String(answer.data.orderStatus);
  answer.data.cardPopTitle = { holder: SECRETS[0] };
  answer.data.productName = SECRETS[0];
  answer.data.telephone = SECRETS[1];
  answer.data.userOrderDetail.detail = [
    ...answer.data.userOrderDetail.detail,
    { text: 'Receiving account', value: `BDO ${SECRETS[2]}` },
  ];
  return answer;
}

describe('telemetry beacons (end to end)', () => {
  it('an uncaught error, a refused link and the web vitals reach the sandbox, stamped with the screen and free of values', async () => {
    await sandbox.override({ endpoint: 'loanDetails', body: await orderAnswerWithSecrets() });
    await sandbox.override({
      endpoint: 'productRedirect',
      body: { code: '00', message: 'success', data: { link: 'HTTPS://www.pesonow.ph@evil.example/login' } },
    });
    const page = phone.page();
    await page.goto(`${baseUrl()}/loanDetail?productId=P001&orderId=ORD200&sessionId=${SECRETS[3]}`);
    await page.getByText(SECRETS[0]).first().waitFor(); // the values are on the screen
    await page.getByText('Recommended for you').waitFor();
    // A tap the guard refuses: an interaction (INP, and the end of LCP) and a problem the renderer reports.
    await page.getByRole('button', { name: 'Apply' }).first().click();
    await page.getByRole('status').getByText('This link cannot be opened.').waitFor();
    await page.evaluate(
      (message) =>
        setTimeout(() => {
          throw new Error(message);
        }),
      THROWN,
    );
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
    // Leaving hides the page: web-vitals reports CLS and INP, and the queue goes out as a beacon.
    await page.goto('about:blank');

    let records: Record[] = [];
    await expect
      .poll(
        async () => {
          records = (await sandbox.beacons()).flatMap((beacon) => (beacon.records ?? []) as Record[]);
          return records
            .map((record) =>
              record.type === 'vital'
                ? record.name
                : record.type === 'drift'
                  ? `drift:${record.pointer}`
                  : `${record.type}:${record.kind}`,
            )
            .sort();
        },
        { timeout: 10_000 },
      )
      .toEqual(
        expect.arrayContaining([
          'CLS',
          'INP',
          'LCP',
          'drift:/cardPopTitle',
          'drift:/orderStatus',
          'error:renderer',
          'error:uncaught',
        ]),
      );

    expect(records.find((record) => record.pointer === '/orderStatus')).toMatchObject({
      endpoint: 'loanDetails',
      expected: 'whole number',
      found: 'string',
      action: 'coerced',
      route: 'loanDetail',
    });
    expect(records.find((record) => record.pointer === '/cardPopTitle')).toMatchObject({
      endpoint: 'loanDetails',
      expected: 'text',
      found: 'object',
      action: 'dropped',
    });
    const uncaught = records.find((record) => record.kind === 'uncaught');
    expect(uncaught).toMatchObject({
      route: 'loanDetail',
      page: 'loanDetail',
      message: expect.stringContaining('Error: card # of <email>'),
    });
    expect(records.find((record) => record.kind === 'renderer')).toMatchObject({
      route: 'loanDetail',
      message: 'refused URL: contains userinfo',
    });
    for (const name of ['LCP', 'INP', 'CLS']) {
      expect(records.find((record) => record.name === name)).toMatchObject({
        route: 'loanDetail',
        page: 'loanDetail',
        screens: 1,
        rating: expect.any(String),
      });
    }
    for (const record of records) expect(record.at).toEqual(expect.any(Number));

    const bodies = (await sandbox.beacons()).map((beacon) => `${beacon.path} ${beacon.body}`).join('\n');
    expect(bodies).toMatch(/^\/telemetry /);
    for (const secret of SECRETS) expect(bodies).not.toContain(secret);
  });
});
