// The app's expression engine has no parser: a bundled page's expressions come compiled in its page module, and the
// app hands that table to the page's view with the page (renderer/views/App.tsx). Nothing is installed by an import, so a
// page without its table cannot be read by that engine, whatever else the test file has loaded.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import manifest from '../../../pages.json';
import { createCommonParamStore } from '../../../api/commonParams';
import {
  App,
  createBrowserServices,
  createExprEngine,
  createToaster,
  type CompiledTable,
  type ExprError,
  type PageLoader,
} from '../../../renderer/host';
import { compiledExpressionsOf } from '../../../build/page-walk';
import type { PageDefinition, RouteManifest } from '../../../schemas/generated/types';
import { widgets } from '../../../widgets/registry';
import { memoryStorage } from '../../support/fakeServices';
import { testEnv } from '../../support/renderRoute';

const page = {
  title: 'Order {{ query.orderId }}',
  regions: [{ name: 'main', children: [{ type: 'Text', props: { text: 'Order {{ query.orderId }} is ready' } }] }],
} as unknown as PageDefinition;

/** The app at a route (which one does not matter: the loader hands back the page above) with an engine without a parser. */
function renderWithoutParser(loadPage: PageLoader) {
  const reported: ExprError[] = [];
  const expr = createExprEngine({ report: (error) => reported.push(error) });
  const location = memoryLocation({ path: '/error', searchPath: 'orderId=ORD7' });
  const toaster = createToaster();
  const storages = { session: memoryStorage(), local: memoryStorage() };
  const commonParams = createCommonParamStore(storages.session, '?orderId=ORD7');
  const routes = (manifest as RouteManifest).routes;
  render(
    <App
      manifest={manifest as RouteManifest}
      loadPage={loadPage}
      widgets={widgets}
      expr={expr}
      env={testEnv}
      toaster={toaster}
      commonParams={commonParams}
      locationHook={location.hook}
      searchHook={location.searchHook}
      makeServices={(navigate) =>
        createBrowserServices({ env: testEnv, routes, commonParams, toaster, navigate, storages })
      }
    />,
  );
  return reported;
}

describe('bundled pages in an engine without the parser', () => {
  it('render from the compiled table their module brought', async () => {
    const reported = renderWithoutParser(async () => ({
      page,
      expressions: compiledExpressionsOf(page) as CompiledTable,
    }));
    expect(await screen.findByText('Order ORD7 is ready')).toBeInTheDocument();
    expect(reported).toEqual([]);
  });

  it('without it, show nothing of what they could not read and report it', async () => {
    const reported = renderWithoutParser(async () => ({ page }));
    await screen.findByRole('main');
    expect(screen.queryByText(/ORD7/)).toBeNull();
    expect(reported.map((error) => error.message)).toContain(
      'Expression was not compiled at build time, and no parser is loaded',
    );
  });
});
