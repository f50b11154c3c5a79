// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { localeOf, resolveLocale } from '../../../renderer/i18n/locale';

describe("the borrower's locale", () => {
  it('reads language tags as the phone and links write them', () => {
    expect(localeOf('fil')).toBe('fil');
    expect(localeOf('fil-PH')).toBe('fil');
    expect(localeOf('tl_PH')).toBe('fil'); // Tagalog, as many Android phones report it
    expect(localeOf('EN-us')).toBe('en');
    expect(localeOf('zh-CN')).toBeUndefined();
    expect(localeOf(undefined)).toBeUndefined();
  });

  it("takes the link first, then the phone, then the lender's default, then English", () => {
    expect(resolveLocale({ query: 'fil', device: ['en-US'], env: 'en' })).toBe('fil');
    expect(resolveLocale({ query: 'en', device: ['fil-PH'], env: 'fil' })).toBe('en');
    expect(resolveLocale({ device: ['fil-PH', 'en'], env: 'en' })).toBe('fil');
    expect(resolveLocale({ device: ['zh-CN', 'tl'], env: 'en' })).toBe('fil');
    expect(resolveLocale({ device: ['zh-CN'], env: 'fil' })).toBe('fil');
    expect(resolveLocale({ query: 'xx', device: [], env: undefined })).toBe('en');
  });
});
