// @vitest-environment node
// Hash sub-routes of a page: matching a hash against the route's declaration, the memory hash history, and the
// navigate action's hash target. Also the device platform pages read for tracking. (The browser's hash history needs a
// window: tests/unit/renderer/browserHashLocation.test.ts.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runChain } from '../../../../renderer/core/actions/run';
import { platformOf } from '../../../../renderer/core/device';
import { NO_HASH, matchHash, memoryHashLocation } from '../../../../renderer/core/hashLocation';
import { scopeOf } from '../../../../renderer/core/scope';
import type { WebRoute } from '../../../../schemas/generated/types';
import { runContext } from './runContext';

const HASH_ROUTES: WebRoute['hashRoutes'] = {
  downloadTemplate: { path: '/downloadTemplate', query: ['id'] },
  agreementTemplate: { path: '/agreementTemplate' },
};

describe('matchHash', () => {
  it('names the declared sub-route and reads its own query (snake_case mirrored as everywhere)', () => {
    expect(matchHash('/downloadTemplate?app_from=ps&id=12', HASH_ROUTES)).toEqual({
      route: 'downloadTemplate',
      path: '/downloadTemplate',
      query: expect.objectContaining({ app_from: 'ps', appFrom: 'ps', id: '12' }),
    });
    expect(matchHash('/agreementTemplate', HASH_ROUTES)).toMatchObject({ route: 'agreementTemplate', query: {} });
  });

  it('an undeclared or empty hash, or a route without hash routes, is the main view', () => {
    expect(matchHash('/elsewhere?id=1', HASH_ROUTES)).toBe(NO_HASH);
    expect(matchHash('', HASH_ROUTES)).toBe(NO_HASH);
    expect(matchHash('/downloadTemplate', undefined)).toBe(NO_HASH);
    expect(matchHash('/__proto__', HASH_ROUTES)).toBe(NO_HASH);
  });

  it('is in every scope as `hash`, the main view when the snapshot has none', () => {
    const { store } = runContext();
    expect(scopeOf(store.get()).hash).toBe(NO_HASH);
  });
});

describe('hash histories', () => {
  it('memory: go adds an entry, replace changes it, back and forward move and notify', () => {
    const hash = memoryHashLocation('');
    const seen: string[] = [];
    hash.subscribe(() => seen.push(hash.get()));
    hash.go('/a');
    hash.go('/b', { replace: true });
    hash.go('/c');
    hash.back();
    expect(hash.get()).toBe('/b');
    hash.forward();
    expect(seen).toEqual(['/a', '/b', '/c', '/b', '/c']);
    expect(hash.entries()).toEqual(['', '/b', '/c']);
  });
});

describe('navigate to a hash route', () => {
  afterEach(() => vi.restoreAllMocks());
  const routes = (services: ReturnType<typeof runContext>['services']) => {
    services.routes = { ...services.routes, promo: { path: '/promo', page: 'promotion', hashRoutes: HASH_ROUTES } };
  };

  it("on the page's own route without query, only the hash changes (with its own query)", async () => {
    const { ctx, services } = runContext({ state: { id: '12' } });
    routes(services);
    ctx.route = 'promo';
    await runChain(
      [{ do: 'navigate', route: 'promo', hash: 'downloadTemplate', hashQuery: { id: '{{ state.id }}', empty: '' } }],
      ctx,
    );
    expect(services.navigate).toHaveBeenCalledExactlyOnceWith('#/downloadTemplate?id=12', { replace: undefined });
  });

  it('hash "" goes back to the main view; replace is passed on', async () => {
    const { ctx, services } = runContext();
    routes(services);
    ctx.route = 'promo';
    await runChain([{ do: 'navigate', route: 'promo', hash: '', replace: true }], ctx);
    expect(services.navigate).toHaveBeenCalledExactlyOnceWith('#', { replace: true });
  });

  it('from another page, or with a query, the whole address is opened', async () => {
    const { ctx, services } = runContext();
    routes(services);
    ctx.route = 'loanDetail';
    await runChain([{ do: 'navigate', route: 'promo', hash: 'agreementTemplate' }], ctx);
    ctx.route = 'promo';
    await runChain(
      [
        {
          do: 'navigate',
          route: 'promo',
          query: { templateId: '9' },
          hash: 'agreementTemplate',
          hashQuery: { id: '9' },
        },
      ],
      ctx,
    );
    expect(services.navigate.mock.calls.map((call) => call[0])).toEqual([
      '/promo#/agreementTemplate',
      '/promo?templateId=9#/agreementTemplate?id=9',
    ]);
  });

  it('a hash key the route does not declare is reported and ends the chain', async () => {
    const { ctx, services, reports } = runContext();
    routes(services);
    expect(await runChain([{ do: 'navigate', route: 'promo', hash: 'nowhere' }], ctx)).toBe(false);
    expect(services.navigate).not.toHaveBeenCalled();
    expect(reports).toEqual(['navigate: route "promo" has no hash route "nowhere"']);
  });
});

describe('device.platform', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15', 0, 'ios'],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)', 0, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15', 5, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15', 0, 'android'],
    ['Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', 5, 'android'],
    ['', 0, 'android'],
  ])('%s (%i touch points) is %s', (agent, touch, platform) => {
    expect(platformOf(agent, touch)).toBe(platform);
  });
});
