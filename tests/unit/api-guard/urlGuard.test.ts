// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  guardUrl,
  inspectImageUrl,
  inspectLink,
  inspectPhoneNumber,
  inspectUrl,
  MAX_URL_LENGTH,
  type GuardOptions,
} from '../../../api/urlGuard';
import guardOptions from '../../fixtures/urls/guard-options.json';
import hostile from '../../fixtures/urls/hostile.json';
import good from '../../fixtures/urls/good.json';

const options: GuardOptions = guardOptions;

describe('url guard fixtures', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('has enough cases to mean something', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(60);
    expect(good.length).toBeGreaterThanOrEqual(25);
  });

  it.each(hostile.map((c) => [c.note, c.url] as const))('refuses %s', (_note, url) => {
    const result = guardUrl(url, options);
    expect(result.ok).toBe(false);
    expect(console.warn).toHaveBeenCalledWith('[url-guard] refused', expect.any(String), url);
  });

  it.each(good.map((c) => [c.note, c] as const))('passes %s', (_note, c) => {
    expect(guardUrl(c.url, options)).toEqual({ ok: true, kind: c.kind, url: c.expected });
    expect(console.warn).not.toHaveBeenCalled();
  });
});

describe('url guard rules beyond the fixtures', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('refuses a URL longer than the limit but accepts one at the limit', () => {
    const prefix = 'https://www.pesonow.ph/?q=';
    const atLimit = prefix + 'a'.repeat(MAX_URL_LENGTH - prefix.length);
    expect(inspectUrl(atLimit, options).ok).toBe(true);
    expect(inspectUrl(atLimit + 'a', options)).toEqual({ ok: false, reason: 'longer than 4096 characters' });
  });

  it('refuses a relative URL whose normalised form exceeds the limit', () => {
    const spaces = '/x?q=' + 'a b'.repeat(1300);
    expect(spaces.length).toBeLessThanOrEqual(MAX_URL_LENGTH);
    expect(inspectUrl(spaces, options).ok).toBe(false);
  });

  it('gives a reason naming the refused origin', () => {
    expect(inspectUrl('https://evil.com/x', options)).toEqual({
      ok: false,
      reason: 'origin https://evil.com is not allowed',
    });
  });

  it.each([
    ['ftp://www.pesonow.ph/file', 'scheme "ftp:" is not allowed'],
    ['JaVaScRiPt:alert(1)', 'scheme "javascript:" is not allowed'],
    ['https://user@www.pesonow.ph/', 'contains userinfo'],
    ['//evil.com', 'protocol-relative URL'],
    ['%6a%61vascript:alert(1)', 'percent-encoded or obfuscated scheme'],
  ])('refuses %s with reason %j', (url, reason) => {
    expect(inspectUrl(url, options)).toEqual({ ok: false, reason });
  });

  it('inspectUrl classifies without logging', () => {
    inspectUrl('javascript:alert(1)', options);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('accepts http for a local development origin', () => {
    const dev = { ...options, appOrigin: 'http://127.0.0.1:5173' };
    expect(inspectUrl('http://127.0.0.1:5173/repay', dev)).toEqual({
      ok: true,
      kind: 'same-origin',
      url: 'http://127.0.0.1:5173/repay',
    });
    expect(inspectUrl('http://127.0.0.1:4173/repay', dev).ok).toBe(false);
  });

  it('matches allowed origins written with a default port or trailing slash', () => {
    const loose = { ...options, allowedOrigins: ['https://pay.pesonow.ph:443/', 'not a url'] };
    expect(inspectUrl('https://pay.pesonow.ph/x', loose)).toMatchObject({ ok: true, kind: 'allowed-origin' });
  });

  it.each(['', 'https://', 'javascript:', 'no scheme'])(
    'never treats URLs as native when the native scheme is misconfigured as %j',
    (nativeScheme) => {
      const bad = { ...options, nativeScheme };
      expect(inspectUrl('https://evil.com', bad).ok).toBe(false);
      expect(inspectUrl('javascript:alert(1)', bad).ok).toBe(false);
      expect(inspectUrl('lendapp://home', bad).ok).toBe(false);
    },
  );

  it('refuses everything but native links when the app origin is unusable', () => {
    const broken = { ...options, appOrigin: 'null' };
    expect(inspectUrl('/repay', broken)).toEqual({ ok: false, reason: 'app origin is not a valid http(s) origin' });
  });
});

describe('server links on other origins (trust by source)', () => {
  it.each([
    ['http://partner.example.com/', 'must be https'],
    ['https://partner.example.com:8443/', 'default port'],
    ['https://10.0.0.1/', 'IP address'],
    ['https://[::1]/', 'IP address'],
    ['https://intranet/', 'not a public host name'],
    ['https://partner.example.com./', 'not a public host name'],
    ['https://xn--pesnow-w6a.ph/', 'punycode host'],
  ])('refuses %s from the server (%s)', (url, reason) => {
    const result = inspectUrl(url, options, 'server');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toContain(reason);
  });

  it('opens a plain https partner page from the server, not from the page', () => {
    expect(inspectUrl('https://Partner.Example.com/pay?id=1', options, 'server')).toEqual({
      ok: true,
      kind: 'server-link',
      url: 'https://partner.example.com/pay?id=1',
    });
    expect(inspectUrl('https://partner.example.com/pay?id=1', options).ok).toBe(false);
  });
});

describe('mail only where a field is meant for mail', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a plain mailto: address opens from a mail field, as given', () => {
    expect(guardUrl('mailto:help@pesonow.ph', options, { mail: true })).toEqual({
      ok: true,
      kind: 'mail',
      url: 'mailto:help@pesonow.ph',
    });
  });

  it('from anywhere else mailto: is refused, whatever its source, hand-off included', () => {
    for (const source of ['page', 'server'] as const) {
      const result = guardUrl('mailto:help@pesonow.ph', options, { source });
      expect(result).toEqual({ ok: false, reason: 'mailto: only where the field is meant for mail' });
    }
    expect(inspectLink('mailto:help@pesonow.ph', options, 'server').ok).toBe(false);
  });

  it('a mail field takes nothing but one plain address', () => {
    for (const url of ['https://pay.pesonow.ph/', '/repay', 'lendapp://toHome', 'help@pesonow.ph'])
      expect(guardUrl(url, options, { mail: true }).ok).toBe(false);
    const mailLinks = hostile.flatMap(({ url }) => (typeof url === 'string' && /^mailto:/i.test(url) ? [url] : []));
    expect(mailLinks.length).toBeGreaterThan(5);
    for (const url of mailLinks.filter((url) => url !== 'mailto:help@pesonow.ph'))
      expect(guardUrl(url, options, { mail: true }).ok, url).toBe(false);
  });
});

describe('partner origins (env partnerOrigins)', () => {
  const withPartners: GuardOptions = { ...options, partnerOrigins: ['https://gw.dragonpay.ph'] };

  it('a server link opens on a listed partner, the app and the allowed origins, and nowhere else', () => {
    expect(inspectUrl('https://gw.dragonpay.ph/Pay.aspx?tid=1', withPartners, 'server')).toEqual({
      ok: true,
      kind: 'server-link',
      url: 'https://gw.dragonpay.ph/Pay.aspx?tid=1',
    });
    expect(inspectUrl('https://pay.pesonow.ph/lend/1', withPartners, 'server')).toMatchObject({
      ok: true,
      kind: 'allowed-origin',
    });
    for (const url of [
      'https://pay.pesonow.ph.evil.example/',
      'https://partner.example.com/pay',
      'https://gw.dragonpay.ph.evil.example/',
      'https://evil.gw.dragonpay.ph/',
      'https://gw.dragonpay.ph:8443/',
    ]) {
      const result = inspectUrl(url, withPartners, 'server');
      expect(result, url).toMatchObject({ ok: false });
      expect(!result.ok && result.reason, url).toContain('not one of the partner origins');
    }
  });

  it('a partner is a server link only: a page URL to it stays refused', () => {
    expect(inspectUrl('https://gw.dragonpay.ph/Pay.aspx', withPartners).ok).toBe(false);
  });

  it('without the list, any public https origin is trusted from the server, as before', () => {
    expect(inspectUrl('https://pay.pesonow.ph.evil.example/', options, 'server').ok).toBe(true);
  });
});

describe('the phone number handed to the native app', () => {
  it.each(['+63 2 8123 4567', '09171234567', '(02) 8123-4567', ' 8123 4567 ', '911'])('accepts %s', (phone) => {
    expect(inspectPhoneNumber(phone)).toEqual({ ok: true, phone: phone.trim() });
  });

  it.each([
    ['intent://dial/#Intent;scheme=tel;package=com.evil;end', 'an intent'],
    ['tel:+6328123', 'a URL'],
    ['*#06#', 'a USSD code'],
    ['+63 2 8123 4567;ext=1', 'a trailing instruction'],
    ['javascript:alert(1)', 'script'],
    ['12', 'too few digits'],
    ['1234567890123456789012', 'too many digits'],
    ['', 'empty'],
    ['+63\u202E2 8123', 'an invisible control'],
  ])('refuses %s (%s)', (phone) => {
    expect(inspectPhoneNumber(phone).ok).toBe(false);
  });

  it('refuses what is not text', () => {
    expect(inspectPhoneNumber(6328123).ok).toBe(false);
    expect(inspectPhoneNumber({ phone: '+632' }).ok).toBe(false);
  });
});

describe('the image rule', () => {
  const imageOptions = { appOrigin: options.appOrigin, imageOrigins: ['https://cdn.pesonow.ph'] };

  it.each(hostile.map((c) => [c.note, c.url] as const))('does not load %s', (_note, url) => {
    expect(inspectImageUrl(url, imageOptions).ok).toBe(false);
  });

  it.each([
    ['https://cdn.pesonow.ph/logo.png', 'https://cdn.pesonow.ph/logo.png'],
    ['/__sandbox/img/gcash.svg', 'https://h5.pesonow.ph/__sandbox/img/gcash.svg'],
    ['https://h5.pesonow.ph/a.png', 'https://h5.pesonow.ph/a.png'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
  ])('loads %s', (url, expected) => {
    expect(inspectImageUrl(url, imageOptions)).toMatchObject({ ok: true, url: expected });
  });

  it.each([
    ['https://pay.pesonow.ph/a.png', 'an allowed link origin is not an image origin'],
    ['https://tracker.example/p.gif', 'any other https host could be a tracking pixel'],
    ['data:image/svg+xml;base64,PHN2Zz4=', 'SVG can carry script'],
    ['blob:https://h5.pesonow.ph/1', 'the app makes no blob images; a server cannot mean one'],
    ['lendapp://x.png', 'the native scheme'],
    ['mailto:a@b.ph', 'mail'],
  ])('refuses %s (%s)', (url) => {
    expect(inspectImageUrl(url, imageOptions).ok).toBe(false);
  });
});
