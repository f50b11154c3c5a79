// A page's first load: the loading view shows until the page can show whole, with its answers. Even when the answer is
// already in hand (the head start's read arrived while the code loaded), the page is rendered as a transition, in
// tasks of its own after the first one, so a slow phone's main thread is never held for the whole render; the screen
// goes from the loading view straight to the page, never blank or half filled in between.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRoot, type Root } from 'react-dom/client';
import { defineWidget, type WidgetRenderProps } from '../../../renderer/public';
import type { CallOutcome } from '../../../renderer/host';
import type { PageDefinition } from '../../../schemas/generated/types';
import { fakeServices, ok } from '../../support/fakeServices';
import { pageElement } from '../../support/pageElement';

const Line = defineWidget('Line', ({ props }: WidgetRenderProps<{ text: string }>) => <p>{props.text}</p>);

const page = {
  title: 'Loan',
  onLoad: [{ do: 'call', endpoint: 'loanDetails', params: {}, as: 'loan' }],
  regions: [{ name: 'main', children: [{ type: 'Line', props: { text: 'Amount {{ data.loan.amount }}' } }] }],
} as unknown as PageDefinition;

/**
 * What `stateOf` says at each task boundary until `done`. React's scheduler runs its work in setImmediate tasks under
 * Node; a setImmediate chain started here runs between any two of them, so it sees every state a task leaves behind,
 * which is what a browser could paint.
 */
async function statesBetweenTasks(done: () => boolean, stateOf: () => string): Promise<string[]> {
  const states: string[] = [];
  for (let turn = 0; turn < 200 && !done(); turn++) {
    await new Promise((resolve) => setImmediate(resolve));
    states.push(stateOf());
  }
  return states;
}

describe('the first load', () => {
  let root: Root | undefined;
  let container: HTMLElement;
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let previousActEnvironment: boolean | undefined;

  beforeEach(() => {
    // Real scheduling, as in a browser: act() would flush every task at once and hide the boundaries.
    previousActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    container = document.body.appendChild(document.createElement('div'));
  });

  afterEach(() => {
    root?.unmount();
    container.remove();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = previousActEnvironment;
  });

  function show(call: () => Promise<CallOutcome> | CallOutcome, definition: PageDefinition = page) {
    const { services } = fakeServices(call);
    root = createRoot(container);
    root.render(pageElement(definition, { Line }, services));
    return services;
  }

  const pageShown = () => container.textContent?.includes('Amount 1500') ?? false;
  const loadingShown = () => container.querySelector('main[aria-busy="true"]') !== null;
  const screenState = () => (loadingShown() ? 'loading' : pageShown() ? 'page' : 'empty');

  it('with the answer already in hand, the page renders after the first task, straight from the loading view', async () => {
    const services = show(() => ok({ amount: 1500 }));
    const states = await statesBetweenTasks(pageShown, screenState);
    expect(pageShown()).toBe(true);
    // The page was not rendered in the task that started it: a browser could handle a tap in between.
    expect(states).toContain('loading');
    // Once the loading view showed, nothing else did until the page: no blank screen, no page without its answer.
    const fromLoading = states.slice(states.indexOf('loading'));
    expect(fromLoading.filter((state) => state !== 'loading' && state !== 'page')).toEqual([]);
    expect(container.textContent).not.toMatch(/Amount\s*$/);
    expect(services.call).toHaveBeenCalledTimes(1);
  });

  it('a dialog the first load opens shows together with the page, never over the loading view', async () => {
    const withDialog = {
      ...page,
      onLoad: [...(page.onLoad ?? []), { do: 'openDialog', dialog: 'tips' }],
      dialogs: { tips: { title: 'Kind tips', children: [{ type: 'Line', props: { text: 'Pay on time' } }] } },
    } as unknown as PageDefinition;
    show(() => ok({ amount: 1500 }), withDialog);
    const dialogShown = () => document.body.textContent?.includes('Pay on time') ?? false;
    const seen = await statesBetweenTasks(
      () => pageShown() && dialogShown(),
      () => `${screenState()} with ${dialogShown() ? 'dialog' : 'no dialog'}`,
    );
    expect(seen).toContain('page with dialog');
    expect(seen).not.toContain('loading with dialog');
  });

  it('with the answer still on its way, the loading view shows until it arrives, then the page with it', async () => {
    let answer!: (outcome: CallOutcome) => void;
    show(() => new Promise<CallOutcome>((resolve) => (answer = resolve)));
    const before = await statesBetweenTasks(loadingShown, screenState);
    expect(before.at(-1)).toBe('loading');
    // Several tasks later, still loading: nothing shows a page without its answer.
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(loadingShown()).toBe(true);
    expect(container.textContent).not.toContain('Amount');
    answer(ok({ amount: 1500 }));
    await statesBetweenTasks(pageShown, screenState);
    expect(pageShown()).toBe(true);
    expect(loadingShown()).toBe(false);
  });
});
