// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createPageLinks } from '../../../renderer/links';
import english from '../../../messages/en.json';
import { runContext } from './core/runContext';

describe('page links (how widgets reach the URL guard)', () => {
  it('a document the guard accepts may be loaded', () => {
    const { ctx } = runContext();
    expect(createPageLinks(ctx).loadable('https://h5.example.ph/agreement.html')).toBe(
      'https://h5.example.ph/agreement.html',
    );
  });

  it('refused URLs, and accepted links that are not web documents (mail), are never loaded', () => {
    const { ctx, reports } = runContext();
    const links = createPageLinks(ctx);
    expect(links.loadable('javascript:alert(1)')).toBeNull();
    expect(links.loadable('https://evil.example/doc.html')).toBeNull();
    expect(links.loadable('mailto:help@pesonow.ph')).toBeNull();
    expect(reports).toHaveLength(3);
  });

  it('a guard that answers later is waited for', async () => {
    const { ctx, services } = runContext();
    const later = { ...ctx, services: { ...services, guardUrl: async (url: unknown) => services.guardUrl(url) } };
    await expect(createPageLinks(later).loadable('https://h5.example.ph/a.html')).resolves.toBe(
      'https://h5.example.ph/a.html',
    );
  });

  it('open goes through the guard: accepted URLs are opened, refused ones told to the person', async () => {
    const { ctx, services, toasts } = runContext();
    const links = createPageLinks(ctx);
    await links.open('https://h5.example.ph/agreement.pdf');
    expect(services.assignLocation).toHaveBeenCalledExactlyOnceWith('https://h5.example.ph/agreement.pdf');
    await links.open('https://evil.example/agreement.pdf');
    expect(services.assignLocation).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([english['app.linkRefused']]);
  });
});
