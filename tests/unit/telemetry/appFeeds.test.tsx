// What the app tells the telemetry sink, screen by screen: drift from a screen's first load names that screen, a
// widget that fails to render and a page chunk that cannot load are error records with the route and page.
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import manifest from '../../../pages.json';
import loanDetail from '../../../pages/loanDetail.json';
import { createApiClient } from '../../../api/client';
import { createCommonParamStore } from '../../../api/commonParams';
import { createTelemetry } from '../../../api/telemetry';
import type { SentRecord } from '../../../api/telemetry-records';
import {
  App,
  createBrowserServices,
  createParsingExprEngine,
  createToaster,
  type PageLoader,
} from '../../../renderer/host';
import { defineWidget } from '../../../renderer/public';
import type { PageDefinition, RouteManifest } from '../../../schemas/generated/types';
import { widgets } from '../../../widgets/registry';
import { memoryStorage } from '../../support/fakeServices';
import { testEnv, setUpSandbox } from '../../support/renderRoute';

setUpSandbox();
afterEach(() => vi.restoreAllMocks());

const routes = (manifest as RouteManifest).routes;

/** The app at a path with a telemetry sink whose records the test reads, and a client that reports to it. */
function renderApp(path: string, loadPage: PageLoader, appWidgets = widgets, onRequest?: () => void) {
  const telemetry = createTelemetry();
  const records: SentRecord[] = [];
  telemetry.subscribe((record) => records.push(record));
  const [pathname, search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search });
  const toaster = createToaster();
  const storages = { session: memoryStorage(), local: memoryStorage() };
  const commonParams = createCommonParamStore(storages.session, `?${search}`);
  const client = createApiClient({
    apiBase: testEnv.apiBase,
    commonParams: () => commonParams.get(),
    report: telemetry.report,
    // A drift reported as the request leaves, so the screen stamp is tested apart from the reader (tested on its own).
    fetch: (input, init) => {
      onRequest?.();
      telemetry.report({
        type: 'drift',
        endpoint: 'loanDetails',
        pointer: '/orderStatus',
        expected: 'number',
        found: 'string',
        action: 'coerced',
      });
      return globalThis.fetch(input, init);
    },
  });
  render(
    <App
      manifest={manifest as RouteManifest}
      loadPage={loadPage}
      widgets={appWidgets}
      expr={createParsingExprEngine()}
      env={testEnv}
      toaster={toaster}
      commonParams={commonParams}
      locationHook={location.hook}
      searchHook={location.searchHook}
      telemetry={telemetry}
      makeServices={(navigate) =>
        createBrowserServices({ env: testEnv, routes, commonParams, toaster, navigate, storages, client })
      }
    />,
  );
  return { records, telemetry };
}

const pages =
  (definitions: Record<string, unknown>): PageLoader =>
  async (name) => ({ page: definitions[name] as PageDefinition });

describe('telemetry from the app', () => {
  it("stamps drift from a screen's first load with that screen, and the vitals' landing screen is the first one shown", async () => {
    // Loaded before the first render, as the app does for the first screen: the page's load starts in that render's commit.
    const preloaded = Object.assign(pages({ loanDetail }), {
      loaded: () => ({ page: loanDetail as unknown as PageDefinition }),
    });
    const { records, telemetry } = renderApp('/loanDetail?productId=P001&orderId=ORD174', preloaded);
    await waitFor(() => expect(records.some((record) => record.type === 'drift')).toBe(true));
    expect(records.find((record) => record.type === 'drift')).toMatchObject({
      route: 'loanDetail',
      page: 'loanDetail',
      pointer: '/orderStatus',
    });
    // The path is the window's (this test routes in memory, so its window stays at /).
    expect(telemetry.landing()).toEqual({ route: 'loanDetail', page: 'loanDetail', path: '/', screens: 1 });
  });

  it('reports a widget that fails to render, with the route and page, and the rest of the screen stays', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React logs the caught error
    const Broken = defineWidget('Divider', () => {
      throw new Error('row 09175550199 broke');
    });
    const page = {
      title: 'x',
      regions: [{ name: 'main', children: [{ type: 'Divider' }, { type: 'Text', props: { text: 'Still here' } }] }],
    };
    const { records } = renderApp('/error', pages({ error: page }), { ...widgets, Divider: Broken });
    expect(await screen.findByText('Still here')).toBeInTheDocument();
    await waitFor(() => expect(records.filter((record) => record.type === 'error')).toHaveLength(1));
    expect(records.find((record) => record.type === 'error')).toMatchObject({
      kind: 'widget',
      widget: 'Divider',
      errorName: 'Error',
      route: 'error',
      page: 'error',
      message: 'widget Divider failed to render: Error: row # broke',
    });
  });

  it('reports a page chunk that cannot be fetched, and the retry view shows', async () => {
    const failing: PageLoader = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: https://m.ph/assets/repay.js?v=1'));
    const { records } = renderApp('/repay?productId=P001&orderId=ORD174', failing);
    expect(await screen.findByRole('button', { name: /retry/i })).toBeInTheDocument();
    expect(records).toEqual([
      expect.objectContaining({
        type: 'error',
        kind: 'code-load',
        route: 'repay',
        page: 'repay',
        message: 'page repay could not be loaded (TypeError)',
      }),
    ]);
  });
});
