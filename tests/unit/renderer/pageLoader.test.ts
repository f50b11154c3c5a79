// @vitest-environment node
// The page loader keeps what it has loaded: the app loads the first screen's page before its first render, and the
// route then shows it at once (renderer/start/startApp.tsx, RoutedPage in renderer/views/App.tsx).
import { describe, expect, it, vi } from 'vitest';
import { pageLoaderOf, type PageModule } from '../../../renderer/start/pageLoader';
import type { PageDefinition } from '../../../schemas/generated/types';

const page = { title: 'One', regions: [] } as unknown as PageDefinition;

describe('pageLoaderOf', () => {
  it('hands back a loaded page at once, and nothing for a page it has not loaded', async () => {
    const module = vi.fn(async (): Promise<PageModule> => ({ default: page, widgets: {}, expressions: {} }));
    const load = pageLoaderOf({ './pages/one.json': module });
    expect(load.loaded?.('one')).toBeUndefined();
    const loaded = await load('one');
    expect(loaded.page).toBe(page);
    expect(load.loaded?.('one')).toBe(loaded);
    expect(load.loaded?.('two')).toBeUndefined();
  });

  it("hands on what the page's view needs from its module: the compiled expressions and the typed-storage checks", async () => {
    const expressions = {
      '{{ data.a }}': { kind: 'binding' as const, source: 'data.a', ast: { type: 'root', name: 'data', at: 3 } },
    };
    const storageValidators = { repaymentInfo: () => true };
    const load = pageLoaderOf({
      './pages/one.json': async () => ({ default: page, widgets: {}, expressions, storageValidators }),
    });
    const loaded = await load('one');
    expect(loaded.expressions).toBe(expressions);
    expect(loaded.storageValidators).toBe(storageValidators);
  });

  it('keeps nothing of a page that failed to load, so a retry loads it again', async () => {
    const load = pageLoaderOf({ './pages/one.json': () => Promise.reject(new Error('offline')) });
    await expect(load('one')).rejects.toThrow('offline');
    expect(load.loaded?.('one')).toBeUndefined();
    await expect(load('missing')).rejects.toThrow('No page definition "missing"');
  });
});
