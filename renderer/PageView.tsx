import { useEffect, useState } from 'react';
import type { Theme } from '@emotion/react';
import type { PageDefinition } from '../schemas/generated/types';
import { resolveDeep } from './expr/runtime';
import { runChain } from './actions/run';
import { keepPersisted, readPersisted, startTimers } from './lifecycle';
import { renderNodes } from './NodeView';
import { isTrue } from './resolve';
import { createPageRuntime, PageRuntimeContext, usePageRuntime, type PageRuntime } from './runtime';
import { scopeOf } from './scope';
import type { Services } from './services';
import { createPageStore } from './store';
import type { Toaster } from './toasts';
import { useSelected } from './useSelected';
import type { AnyWidget } from './widget';

import { DialogHost } from './DialogHost';

export interface PageViewProps {
  page: PageDefinition;
  query: Record<string, string>;
  /** The common params, plus inApp: whether the native app shell is present. */
  device: Record<string, string | boolean | undefined>;
  env: unknown;
  services: Services;
  toaster: Toaster;
  widgets: Readonly<Record<string, AnyWidget>>;
  /** Where broken actions and expressions are reported (console by default). */
  report?: (problem: string) => void;
}

const pageCss = (theme: Theme) =>
  ({
    minHeight: '100vh',
    background: theme.colors.page,
    color: theme.colors.text,
    fontFamily: theme.font.family,
    fontSize: theme.font.body,
    paddingBottom: 24,
  }) as const;

function createRuntime(props: PageViewProps): { runtime: PageRuntime; alive: { value: boolean } } {
  const alive = { value: true };
  const storage = props.services.storage(props.page.persist?.area ?? 'local');
  const state = { ...structuredClone(props.page.state ?? {}), ...readPersisted(props.page.persist, storage) };
  const store = createPageStore({ query: props.query, device: props.device, env: props.env, data: {}, state, dialogs: [], busy: {} });
  const report = props.report ?? ((problem: string) => console.warn(`[renderer] ${problem}`));
  const runtime = createPageRuntime(
    { page: props.page, store, services: props.services, toaster: props.toaster, isAlive: () => alive.value, report },
    props.widgets,
  );
  return { runtime, alive };
}

/** One page definition, live: runs onLoad, then its timers; keeps its draft; renders regions and dialogs. */
export function PageView(props: PageViewProps) {
  const [{ runtime, alive }] = useState(() => createRuntime(props));
  // aria-busy tells assistive technology (and tests) that the page's first load is still running.
  const [loading, setLoading] = useState(Boolean(props.page.onLoad?.length));

  useEffect(() => {
    alive.value = true;
    let stopTimers = () => {};
    const stopPersist = keepPersisted(props.page.persist, props.services.storage(props.page.persist?.area ?? 'local'), runtime);
    void runChain(props.page.onLoad, runtime).finally(() => {
      if (!alive.value) return;
      setLoading(false);
      stopTimers = startTimers(props.page.timers, runtime);
    });
    return () => {
      alive.value = false;
      stopTimers();
      stopPersist();
    };
    // The runtime belongs to this page instance; a new page definition mounts a new PageView (keyed by route).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime]);

  return (
    <PageRuntimeContext.Provider value={runtime}>
      <DocumentTitle />
      <main css={pageCss} aria-busy={loading}>
        {props.page.regions.map((region) => (
          <RegionView key={region.name} region={region} />
        ))}
      </main>
      <DialogHost />
    </PageRuntimeContext.Provider>
  );
}

function RegionView({ region }: { region: PageDefinition['regions'][number] }) {
  const runtime = usePageRuntime();
  const visible = useSelected(runtime.store, (s) => isTrue(region.visible, scopeOf(s)), [region]);
  if (!visible) return null;
  return <section data-region={region.name}>{renderNodes(region.children)}</section>;
}

function DocumentTitle() {
  const runtime = usePageRuntime();
  const title = useSelected(runtime.store, (s) => String(resolveDeep(runtime.page.title, scopeOf(s)) ?? ''), []);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
