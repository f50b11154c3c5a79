// A widget that fails in the production build is traced to its own source line: the sandbox's Collector takes the
// error record (OTLP JSON, its stack holding code positions only), and `npm run trace` reads it with the source maps
// the build wrote beside itself (dist-sourcemaps/) and names the widget's .tsx file, line and function.
//
// No answer the tolerant reader lets through makes a widget throw (the variation suite holds that), so the test breaks
// a browser built-in the widget calls while it renders, for one product name only, as a broken webview would: the
// product card of "Recommended for you" draws the first letter of a product without a logo (ProductLogo.tsx), and
// String.prototype.charAt throws for that name. Nothing in the app knows about it.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseUrl, sandbox, setUpPhone, telemetrySent } from './support/browser';

const root = join(import.meta.dirname, '../..');
const phone = setUpPhone();
const BROKEN_NAME = 'Trace Test Lending';
const WIDGET_SOURCE = 'widgets/ProductCard/ProductLogo.tsx';

/** The line of the widget's source that calls charAt: where the trace must land. */
function charAtLine(): number {
  const lines = readFileSync(join(root, WIDGET_SOURCE), 'utf8').split('\n');
  return lines.findIndex((line) => line.includes('.charAt(0)')) + 1;
}

async function orderWithBrokenProduct(): Promise<unknown> {
  const response = await fetch(`${baseUrl()}/api/v3/loan-details/loan-details`, {
    method: 'POST',
    body: new URLSearchParams({ productId: 'P001', orderId: 'ORD174D' }),
  });
  const answer = (await response.json()) as { data: { recProducts: Array<Record<string, unknown>> } };
  const [first, ...rest] = answer.data.recProducts;
  answer.data.recProducts = [{ ...first, name: BROKEN_NAME, logo: '' }, ...rest];
  return answer;
}

describe('a production error traced to its source line', () => {
  it('a widget that throws is reported with its stack and release, and npm run trace finds its .tsx line', async () => {
    expect(charAtLine()).toBeGreaterThan(0);
    await sandbox.override({ endpoint: 'loanDetails', body: await orderWithBrokenProduct() });
    const page = phone.page();
    await page.addInitScript((name) => {
      const charAt = String.prototype.charAt;
      String.prototype.charAt = function (this: string, position: number) {
        if (String(this) === name) throw new TypeError('charAt is broken in this webview');
        return charAt.call(this, position);
      };
    }, BROKEN_NAME);
    await page.goto(`${baseUrl()}/loanDetail?productId=P001&orderId=ORD174D`);
    await page.getByText('Recommended for you').waitFor();
    expect(await page.getByText(BROKEN_NAME).count(), 'the failed card is left out').toBe(0);
    const release = await page.locator('meta[name="app-release"]').getAttribute('content');
    const records = await telemetrySent(page, (sent) =>
      sent.some((record) => record.attributes['app.widget.name'] === 'ProductCard'),
    );
    const failure = records.find((record) => record.attributes['app.widget.name'] === 'ProductCard');
    expect(failure!.eventName).toBe('exception');
    expect(failure!.attributes['exception.type']).toBe('TypeError');
    expect(failure!.resource['service.version']).toBe(release);
    const stack = String(failure!.attributes['exception.stacktrace']);
    // Positions in the app's own scripts kept whole; the frame of the page's injected script has no address to keep.
    expect(stack).toMatch(/^ {4}at \S+ \(http:\/\/127\.0\.0\.1:\d+\/assets\/[\w-]+\.js:\d+:\d+\)$/m);
    expect(stack).not.toContain(BROKEN_NAME);

    const traced = spawnSync('npx', ['tsx', 'scripts/trace.ts', '-'], {
      cwd: root,
      input: JSON.stringify(await sandbox.beacons()),
      encoding: 'utf8',
    });
    expect(traced.status, traced.stderr).toBe(0);
    expect(traced.stdout).toContain(`[release ${release}]`);
    expect(traced.stdout).toMatch(
      new RegExp(`^ {4}at ProductLogo \\(${WIDGET_SOURCE.replace(/\./g, '\\.')}:${charAtLine()}:\\d+\\)$`, 'm'),
    );
  });
});
