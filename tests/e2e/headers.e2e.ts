// Issue 9.10 and 9.6: the headers `npm run preview` serves (listed in README "Production headers"), no source maps,
// and no session id in any Referer or in the address bar.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import env from '../../env.json' with { type: 'json' };
import { baseUrl, usePhone } from './support/browser';

const phone = usePhone();

const EXPECTED = {
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

describe('production headers (npm run preview)', () => {
  it('every screen is served with the CSP built from env lists, Trusted Types, COOP and a Permissions-Policy', async () => {
    const response = await fetch(`${baseUrl()}/loanDetail?productId=P001&orderId=ORD174`);
    const headers = Object.fromEntries(response.headers);
    expect(headers).toMatchObject(EXPECTED);
    const csp = headers['content-security-policy'];
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toContain(`img-src 'self' data: blob: ${env.imageOrigins.join(' ')};`);
    expect(csp).toContain(`frame-src 'self' ${env.allowedOrigins.join(' ')};`);
    expect(csp).not.toMatch(/(img|frame)-src[^;]* https:(;| )/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(headers['permissions-policy']).toContain('camera=(self)');
    expect(headers['permissions-policy']).toContain('geolocation=()');
    expect(headers['permissions-policy']).toContain('microphone=()');
  });

  it('only the test page may ask for the location', async () => {
    const response = await fetch(`${baseUrl()}/testPreview`);
    expect(response.headers.get('permissions-policy')).toContain('geolocation=(self)');
  });

  it('the build ships no source maps', () => {
    const assets = join(import.meta.dirname, '../../dist/assets');
    const files = readdirSync(assets);
    expect(files.filter((name) => name.endsWith('.map'))).toEqual([]);
    for (const name of files.filter((file) => file.endsWith('.js'))) expect(readFileSync(join(assets, name), 'utf8')).not.toContain('sourceMappingURL');
  });

  it('the session id leaves the address bar and reaches no Referer, images included', async () => {
    const page = phone.page();
    const referers: string[] = [];
    page.on('request', (request) => {
      const referer = request.headers()['referer'];
      if (referer) referers.push(`${request.resourceType()} ${referer}`);
    });
    await page.goto(`${baseUrl()}/loanDetail?productId=P001&orderId=ORD174D&sessionId=SECRET-SESSION&deviceId=D-1`);
    await page.locator('[data-region="statusBanner"]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(page.url()).not.toContain('SECRET-SESSION');
    expect(new URL(page.url()).searchParams.get('orderId')).toBe('ORD174D');
    expect(referers.filter((entry) => entry.includes('SECRET'))).toEqual([]);
    // The session still travels with the calls, in their own query.
    expect(await page.evaluate(() => sessionStorage.getItem('common-params'))).toContain('SECRET-SESSION');
  });
});
