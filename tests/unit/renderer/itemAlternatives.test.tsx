// A list item's alternatives (one child per kind of item, each visible for its kind) are decided by the list while it
// renders: the hidden ones are no components at all, so a 100-item form does not carry 300 idle store subscriptions.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defineWidget, type WidgetRenderProps } from '../../../renderer/public';
import { visibleFromLocals } from '../../../renderer/core/nodeInputs';
import { createParsingExprEngine } from '../../../expr';
import type { NodeDefinition, PageDefinition } from '../../../schemas/generated/types';
import { pageElement } from '../../support/pageElement';
import { GroupWidget as Group } from '../../../widgets/Group';

// Every store the pages below create, with how many listeners it holds now.
const live = vi.hoisted(() => ({ listeners: 0 }));
vi.mock('../../../renderer/core/store', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../renderer/core/store')>();
  return {
    ...actual,
    createPageStore: (initial: Parameters<typeof actual.createPageStore>[0]) => {
      const store = actual.createPageStore(initial);
      return {
        ...store,
        subscribe(listener: () => void) {
          live.listeners++;
          const stop = store.subscribe(listener);
          return () => {
            live.listeners--;
            return stop();
          };
        },
      };
    },
  };
});

const Line = defineWidget('Line', ({ props, emit }: WidgetRenderProps<{ text: string }>) => (
  <button onClick={() => emit('tap')}>{props.text}</button>
));

const items = [
  { kind: 'text', name: 'Account' },
  { kind: 'pick', name: 'Bank' },
  { kind: 'text', name: 'Holder' },
];

function listPage(children: unknown[]): PageDefinition {
  return {
    title: 'Form',
    state: { items, picked: 'none' },
    regions: [
      { name: 'form', children: [{ type: 'Group', each: '{{ state.items }}', key: '{{ item.name }}', children }] },
    ],
  } as unknown as PageDefinition;
}

async function show(page: PageDefinition) {
  const view = render(pageElement(page, { Line, Group }));
  await act(async () => {});
  return view;
}

describe("a list item's alternatives", () => {
  it('shows for each item the alternative of its kind, in the order of the list', async () => {
    await show(
      listPage([
        { type: 'Line', visible: "{{ item.kind == 'text' }}", props: { text: 'Type {{ item.name }}' } },
        { type: 'Line', visible: "{{ item.kind == 'pick' }}", props: { text: 'Pick {{ item.name }}' } },
      ]),
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Type Account',
      'Pick Bank',
      'Type Holder',
    ]);
  });

  it('holds no store subscription for a hidden alternative: as many as a list with one child per item', async () => {
    const single = await show(listPage([{ type: 'Line', props: { text: '{{ item.name }}' } }]));
    const withOne = live.listeners;
    single.unmount();
    expect(live.listeners).toBe(0);
    await show(
      listPage([
        { type: 'Line', visible: "{{ item.kind == 'text' }}", props: { text: 'Type {{ item.name }}' } },
        { type: 'Line', visible: "{{ item.kind == 'pick' }}", props: { text: 'Pick {{ item.name }}' } },
        { type: 'Line', visible: "{{ item.kind == 'date' }}", props: { text: 'Date {{ item.name }}' } },
      ]),
    );
    expect(live.listeners).toBe(withOne);
  });

  it("a condition that reads the page state is still the node's own, and follows the state", async () => {
    const chosen = {
      type: 'Line',
      visible: '{{ state.picked == item.name }}',
      props: { text: 'Chosen {{ item.name }}' },
    };
    const choose = {
      type: 'Line',
      props: { text: 'Choose Bank' },
      on: { tap: [{ do: 'set', path: '{{ state.picked }}', value: 'Bank' }] },
    };
    const page = listPage([chosen]);
    await show({
      ...page,
      regions: [...page.regions, { name: 'choose', children: [choose] }],
    } as unknown as PageDefinition);
    expect(screen.queryByText('Chosen Bank')).toBeNull();
    fireEvent.click(screen.getByText('Choose Bank'));
    await act(async () => {});
    expect(screen.getByText('Chosen Bank')).toBeVisible();
    expect(screen.queryByText('Chosen Account')).toBeNull();
  });

  it('is decided by the list only when the condition reads nothing but the item, its index or constants', () => {
    const expr = createParsingExprEngine();
    const node = (visible: unknown, each?: string) =>
      ({ type: 'Line', visible, ...(each ? { each } : {}) }) as unknown as NodeDefinition;
    expect(visibleFromLocals(expr, node("{{ item.kind == 'text' }}"))).toBe(true);
    expect(visibleFromLocals(expr, node('{{ index > 0 }}'))).toBe(true);
    expect(visibleFromLocals(expr, node('{{ state.on && item.kind }}'))).toBe(false);
    expect(visibleFromLocals(expr, node('{{ data.loan.status == 1 }}'))).toBe(false);
    expect(visibleFromLocals(expr, node('{{ item.kind == '))).toBe(false); // does not compile: the node decides (and reports)
    expect(visibleFromLocals(expr, node(true))).toBe(false);
    expect(visibleFromLocals(expr, node("{{ item.kind == 'a' }}", '{{ state.items }}'))).toBe(false); // asked of each own item
  });
});
