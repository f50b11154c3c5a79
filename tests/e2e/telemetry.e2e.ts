// Telemetry in the production build (env.json telemetryUrl "/v1/logs", taken by the sandbox as an OpenTelemetry
// Collector takes it, on the same origin): the answer's drift from its contract, an uncaught error, an action the
// renderer refused and the screen's Core Web Vitals reach the lender as OTLP JSON logs, each naming the release
// /version.json names, and no value of the server's answer, the address or the error text is in any of them.
import { describe, expect, it } from 'vitest';
import type { ReceivedLogRecord } from '../../sandbox/otlp';
import { baseUrl, sandbox, setUpPhone, telemetrySent } from './support/browser';

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

async function orderAnswerWithSecrets(): Promise<unknown> {
  const response = await fetch(`${baseUrl()}/api/v3/loan-details/loan-details`, {
    method: 'POST',
    body: new URLSearchParams({ productId: 'P001', orderId: 'ORD200' }),
  });
  const answer = (await response.json()) as {
    data: {
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
    // The sink (fetched after the first paint) has them all once the uncaught error has gone out.
    await telemetrySent(page, (sent) => sent.some((record) => record.attributes['h5.error.kind'] === 'uncaught'));
    // Leaving hides the page: web-vitals reports CLS and INP, and the queue goes out as a beacon.
    await page.goto('about:blank');

    let records: ReceivedLogRecord[] = [];
    await expect
      .poll(
        async () => {
          records = (await sandbox.beacons()).flatMap((beacon) => beacon.records);
          return records
            .map(({ eventName, attributes }) =>
              eventName === 'browser.web_vital'
                ? String(attributes['browser.web_vital.name']).toUpperCase()
                : eventName === 'h5.drift'
                  ? `drift:${attributes['h5.drift.pointer']}`
                  : `error:${attributes['h5.error.kind']}`,
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

    const attributesOf = (key: string, value: unknown) =>
      records.find((record) => record.attributes[key] === value)?.attributes;
    expect(attributesOf('h5.drift.pointer', '/orderStatus')).toMatchObject({
      'h5.drift.endpoint': 'loanDetails',
      'h5.drift.expected': 'whole number',
      'h5.drift.found': 'string',
      'h5.drift.action': 'coerced',
      'app.screen.name': 'loanDetail',
      'url.path': '/loanDetail',
    });
    expect(attributesOf('h5.drift.pointer', '/cardPopTitle')).toMatchObject({
      'h5.drift.endpoint': 'loanDetails',
      'h5.drift.expected': 'text',
      'h5.drift.found': 'object',
      'h5.drift.action': 'dropped',
    });
    expect(attributesOf('h5.error.kind', 'uncaught')).toMatchObject({
      'app.screen.name': 'loanDetail',
      'h5.page': 'loanDetail',
      'exception.type': 'Error',
      'exception.message': expect.stringContaining('Error: card # of <email>'),
    });
    expect(attributesOf('h5.error.kind', 'renderer')).toMatchObject({
      'app.screen.name': 'loanDetail',
      'exception.message': 'refused URL: contains userinfo',
    });
    for (const name of ['lcp', 'inp', 'cls']) {
      expect(attributesOf('browser.web_vital.name', name)).toMatchObject({
        'app.screen.name': 'loanDetail',
        'h5.page': 'loanDetail',
        'h5.screens': 1,
        'browser.web_vital.rating': expect.any(String),
      });
    }
    // Every record names the release /version.json names, the environment env.json names, and when it happened.
    const version = (await (await fetch(`${baseUrl()}/version.json`)).json()) as { release: string };
    expect(version.release).toMatch(/^[0-9a-f]{12}-[0-9a-f]{12}$/);
    for (const record of records) {
      expect(record.resource).toMatchObject({
        'service.name': 'lender-h5',
        'service.version': version.release,
        'deployment.environment': 'development',
      });
      expect(record.timeUnixNano).toMatch(/^\d{19}$/);
    }

    const beacons = await sandbox.beacons();
    expect(new Set(beacons.map((beacon) => `${beacon.path} ${beacon.contentType}`))).toEqual(
      new Set(['/v1/logs application/json']),
    );
    const bodies = beacons.map((beacon) => beacon.body).join('\n');
    for (const secret of SECRETS) expect(bodies).not.toContain(secret);
  });

  it('a renderer chunk that cannot be fetched is reported once the sink has arrived, though no screen ever rendered', async () => {
    const page = phone.page();
    await page.route(/\/assets\/boot-[^/]*\.js$/, (route) => route.abort('connectionreset'));
    const sinkArrived = page.waitForResponse(/\/assets\/telemetrySink-[^/]*\.js$/);
    await page.goto(`${baseUrl()}/bindBank`);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('This page could not be loaded');
    expect((await sinkArrived).ok()).toBe(true);
    const sent = await telemetrySent(page, (records) =>
      records.some((record) => record.attributes['h5.error.kind'] === 'code-load'),
    );
    expect(
      sent
        .filter((record) => record.attributes['h5.error.kind'] === 'code-load')
        .map(({ attributes }) => [
          attributes['exception.message'],
          attributes['app.screen.name'],
          attributes['url.path'],
        ]),
    ).toEqual([["the renderer's chunk could not be loaded (TypeError)", 'bindBank', '/bindBank']]);
  });
});
