// Render benchmarks (`npm run bench`): not tests, and never a pass/fail on time. They show what a screen costs to
// render from its definition and what one keystroke costs in a server-driven form.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { bench, describe } from 'vitest';
import { App, createBrowserServices, createParsingExprEngine, createToaster } from '../../renderer/host';
import { resolveNode } from '../../renderer/core/resolve';
import { createCommonParamStore } from '../../api/commonParams';
import { env } from '../../api/env-json';
import { widgets } from '../../widgets/registry';
import manifest from '../../pages.json';
import loanDetail from '../../pages/loanDetail.json';
import bindBank from '../../pages/bindBank.json';
import { LOAN_DETAILS_SCENARIOS } from '../../sandbox/fixtures/loanDetails';
import { BANK_FORM_ITEMS } from '../../sandbox/fixtures/bank';
import { memoryStorage } from '../../stories/support/memoryStorage';
import type { NodeDefinition, PageDefinition, RouteManifest } from '../../schemas/generated/types';

// The pages as written: the benchmark's engine parses each expression once, then reads it from its cache.
const expr = createParsingExprEngine();
const pages: Record<string, PageDefinition> = {
  loanDetail: loanDetail as PageDefinition,
  bindBank: bindBank as PageDefinition,
};
const answers: Record<string, unknown> = {
  loanDetails: { code: 0, message: 'success', data: LOAN_DETAILS_SCENARIOS.find((s) => s.orderId === 'ORD200')!.data },
  cardInit: { code: '00', message: 'success', data: { items: BANK_FORM_ITEMS } },
};

// Answers straight from memory: the benchmark measures rendering, not the network.
globalThis.fetch = (async (input: RequestInfo | URL) => {
  const id = String(input).includes('card-init') ? 'cardInit' : 'loanDetails';
  return new Response(JSON.stringify(answers[id]), { headers: { 'content-type': 'application/json' } });
}) as typeof fetch;

async function mount(route: string, page: string) {
  const [path, search = ''] = route.split('?');
  window.history.replaceState(null, '', route);
  const toaster = createToaster();
  const commonParams = createCommonParamStore(memoryStorage(), `?${search}`);
  const location = { origin: window.location.origin, assign() {}, replace() {} };
  const routes = (manifest as RouteManifest).routes;
  const view = render(
    <App
      manifest={manifest as RouteManifest}
      loadPage={async () => ({ page: pages[page] })}
      widgets={widgets}
      expr={expr}
      env={{ ...env, apiBase: `${window.location.origin}/api` }}
      toaster={toaster}
      commonParams={commonParams}
      makeServices={(navigate) =>
        createBrowserServices({
          env,
          routes,
          commonParams,
          toaster,
          navigate,
          location,
          storages: { session: memoryStorage(), local: memoryStorage() },
        })
      }
    />,
  );
  void path;
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return view;
}

/** Nodes outside repeated lists (those need an item in scope, which the list provides at render time). */
function allNodes(nodes: readonly NodeDefinition[] | undefined): NodeDefinition[] {
  return (nodes ?? []).flatMap((node) => (node.each ? [] : [node, ...allNodes(node.children)]));
}

describe('pure mapping (state -> widget props)', () => {
  const nodes = [
    ...loanDetail.regions.flatMap((r) => allNodes(r.children as NodeDefinition[])),
    ...Object.values(loanDetail.dialogs).flatMap((d) => allNodes(d.children as NodeDefinition[])),
  ];
  const scope = {
    query: { productId: 'P001', orderId: 'ORD200' },
    device: {},
    env,
    data: { loan: answers.loanDetails && (answers.loanDetails as { data: unknown }).data },
    state: { calls: { loan: { status: 'success' } } },
  };
  bench(`resolve every node of Order Details (${nodes.length} nodes)`, () => {
    for (const node of nodes) resolveNode(expr, node, scope);
  });
});

describe('rendering a screen from its definition (jsdom)', () => {
  bench(
    'Order Details, status 200 with recommended products: mount, load, unmount',
    async () => {
      const view = await mount('/loanDetail?productId=P001&orderId=ORD200', 'loanDetail');
      await screen.findByText('Borrow Again');
      view.unmount();
    },
    { iterations: 20 },
  );
});

describe('typing in a server-driven form', async () => {
  const view = await mount('/bindBank?productId=P001', 'bindBank');
  const field = (await screen.findByLabelText('Account number')) as HTMLInputElement;
  let n = 0;
  bench('one keystroke in the bank form', () => {
    n = (n + 1) % 10;
    fireEvent.change(field, { target: { value: `12345${n}` } });
  });
  void view;
});
