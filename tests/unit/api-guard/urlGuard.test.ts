import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardUrl, inspectImageUrl, inspectUrl, MAX_URL_LENGTH, type GuardOptions } from '../../../api/urlGuard';
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
