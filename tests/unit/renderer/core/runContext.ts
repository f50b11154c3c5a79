import { vi } from 'vitest';
import type { RunContext } from '../../../../renderer/core/actions/context';
import { createPageStore } from '../../../../renderer/core/store';
import { createToaster } from '../../../../renderer/core/toasts';
import { createParsingExprEngine } from '../../../../expr';
import { createMessages } from '../../../../renderer/i18n/format';
import english from '../../../../messages/en.json?messages';
import { storageValidators } from '../../../../schemas/generated/validate-storage';
import type { PageDefinition } from '../../../../schemas/generated/types';
import { fakeServices, type CallHandler } from '../../../support/fakeServices';

/**
 * A page's run context without React: for testing actions and chains directly. Its chains are JSON as written, so its
 * engine parses; every typed-storage check is there, as for a page that keeps such values.
 */
export function runContext(
  page: Partial<PageDefinition> = {},
  handler?: CallHandler,
  query: Record<string, string> = {},
) {
  const { services, session, local } = fakeServices(handler);
  const toaster = createToaster();
  const toasts: string[] = [];
  const show = toaster.show;
  toaster.show = (message: string, ms?: number) => {
    toasts.push(message);
    show(message, ms);
  };
  const store = createPageStore({
    query,
    device: {},
    env: { marketFlag: true },
    // As a page runs in the app: with its catalogue, so the renderer's own words read as a person reads them.
    messages: createMessages('en', english),
    data: {},
    state: structuredClone(page.state ?? {}),
    dialogs: [],
    busy: {},
  });
  const reports: string[] = [];
  let alive = true;
  const ctx: RunContext = {
    page: { title: 't', regions: [], ...page } as PageDefinition,
    store,
    expr: createParsingExprEngine(),
    storageValidators,
    services,
    toaster,
    isAlive: () => alive,
    report: vi.fn((p: string) => void reports.push(p)),
  };
  return { ctx, services, session, local, toasts, reports, store, kill: () => (alive = false) };
}
