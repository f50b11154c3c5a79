// @vitest-environment node
import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import envSchema from '../../../schemas/env.schema.json';
import envJson from '../../../env.json';
import { env } from '../../../api/env-json';
import { inspectUrl } from '../../../api/urlGuard';

const validate = new Ajv2020({ allErrors: true }).compile(envSchema);

function withChange(change: Record<string, unknown>): Record<string, unknown> {
  return { ...envJson, ...change };
}

// Every schema node that declares `properties` must describe each of them, so editors show help.
function undescribedProperties(node: unknown, path = ''): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const record = node as Record<string, unknown>;
  const properties = (record.properties ?? {}) as Record<string, Record<string, unknown>>;
  const own = Object.entries(properties)
    .filter(([key, child]) => key !== '$schema' && typeof child.description !== 'string')
    .map(([key]) => `${path}/${key}`);
  const nested = Object.entries(properties).flatMap(([key, child]) => undescribedProperties(child, `${path}/${key}`));
  return [...own, ...nested];
}

describe('env.json', () => {
  it('is valid against its schema', () => {
    expect(validate(envJson), JSON.stringify(validate.errors)).toBe(true);
  });

  it('is what api/env exports, without the editor $schema line', () => {
    const { $schema: _editorSchemaPath, ...config } = envJson;
    expect(env).toEqual(config);
  });

  it('exports exactly the properties the schema declares', () => {
    // The development environment has no public site address of its own: with the production site's, its drawn pages
    // would name another host as their canonical address (tests/unit/gen/configure.test.ts sets one).
    const unsetInDevelopment = new Set(['$schema', 'siteUrl']);
    const declared = Object.keys(envSchema.properties).filter((key) => !unsetInDevelopment.has(key));
    expect(Object.keys(env).sort()).toEqual(declared.sort());
  });

  it('lets the URL guard accept its allowed origins and native scheme', () => {
    const options = {
      appOrigin: 'https://h5.pesonow.ph',
      allowedOrigins: env.allowedOrigins,
      nativeScheme: env.nativeScheme,
    };
    for (const origin of env.allowedOrigins) expect(inspectUrl(`${origin}/x`, options).ok).toBe(true);
    expect(inspectUrl(`${env.nativeScheme}toHome`, options)).toMatchObject({ ok: true, kind: 'native' });
  });
});

describe('env schema', () => {
  it('describes every property', () => {
    expect(undescribedProperties(envSchema)).toEqual([]);
  });

  it.each([
    ['an absolute https API base', { apiBase: 'https://api.pesonow.ph/v1' }],
    ['a root H5 base', { h5Base: '/' }],
    ['a rupee currency flag and no extra origins', { currencyFlag: 1, allowedOrigins: [] }],
    ['a local development origin', { allowedOrigins: ['http://127.0.0.1:5173'] }],
  ])('accepts %s', (_label, change) => {
    expect(validate(withChange(change)), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each([
    ['an unknown property', { debug: true }],
    ['a missing required property', { servicePhone: undefined }],
    ['a currency flag other than 0 or 1', { currencyFlag: 2 }],
    ['a colour that is not hex', { theme: { background: 'red;background:url(x)', accent: '#ff7a1a', font: '#fff' } }],
    ['an extra theme key', { theme: { background: '#1f5fd6', accent: '#ff7a1a', font: '#fff', border: '#000' } }],
    ['an http(s) native scheme', { nativeScheme: 'https://' }],
    ['a javascript native scheme', { nativeScheme: 'javascript://' }],
    ['a native scheme without ://', { nativeScheme: 'lendapp:' }],
    ['an allowed origin with a path', { allowedOrigins: ['https://www.pesonow.ph/app'] }],
    ['an allowed origin with userinfo', { allowedOrigins: ['https://a@www.pesonow.ph'] }],
    ['duplicate allowed origins', { allowedOrigins: ['https://www.pesonow.ph', 'https://www.pesonow.ph'] }],
    ['a bridge name that is not an identifier', { androidBridge: 'Lender App' }],
    ['a protocol-relative API base', { apiBase: '//api.evil.com' }],
    ['an http API base', { apiBase: 'http://api.pesonow.ph' }],
    ['an empty English app name', { appName: { en: '', zh: '比索贷' } }],
    ['a market flag that is not boolean', { marketFlag: 1 }],
  ])('rejects %s', (_label, change) => {
    const candidate = JSON.parse(JSON.stringify(withChange(change))) as unknown;
    expect(validate(candidate)).toBe(false);
  });
});
