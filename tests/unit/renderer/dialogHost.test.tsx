// A page dialog's way out (renderer/views/DialogHost.tsx): Escape and the back action do what its `cancel` control does, else
// what its close icon does, else nothing; a native back press that the cancel turns into a leave answers the shell.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Chain, DialogDefinition, NodeDefinition, PageDefinition } from '../../../schemas/generated/types';
import { widgets } from '../../../widgets/registry';
import { fakeServices } from '../../support/fakeServices';
import { pageElement } from '../../support/pageElement';
import type { Services } from '../../../renderer/host';

afterEach(() => {
  window.history.replaceState(null, '');
});

const button = (id: string, label: string, tap: Chain): NodeDefinition => ({
  type: 'Button',
  id,
  props: { label },
  on: { tap },
});

/** A page that opens `dialog` on load and shows how often each way out ran. */
function page(dialog: Omit<DialogDefinition, 'title'>, extra: Partial<PageDefinition> = {}): PageDefinition {
  return {
    title: 'Order',
    state: { cancelled: 0, closed: 0 },
    onLoad: [{ do: 'openDialog', dialog: 'tip' }],
    regions: [
      {
        name: 'body',
        children: [
          { type: 'Text', props: { text: 'Order', variant: 'title' } },
          { type: 'Text', props: { text: '{{ "cancelled " + state.cancelled + ", closed " + state.closed }}' } },
        ],
      },
    ],
    dialogs: { tip: { title: 'Tip', ...dialog } },
    ...extra,
  } as PageDefinition;
}

const COUNT_CANCEL: Chain = [
  { do: 'set', path: '{{ state.cancelled }}', value: '{{ state.cancelled + 1 }}' },
  { do: 'closeDialog', dialog: 'tip' },
];

async function opened(definition: PageDefinition, services: Services = fakeServices().services) {
  render(pageElement(definition, widgets, services));
  return screen.findByRole('dialog', { name: 'Tip' });
}

describe("a page dialog's way out", () => {
  it('Escape does what its cancel control does, and focus goes to the page heading', async () => {
    await opened(page({ cancel: 'tipCancel', children: [button('tipCancel', 'Cancel', COUNT_CANCEL)] }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Tip' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('cancelled 1, closed 0')).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Order' }));
  });

  it('without a cancel control, Escape does what the close icon does (onClose included)', async () => {
    await opened(
      page({
        closable: true,
        onClose: [{ do: 'set', path: '{{ state.closed }}', value: 1 }],
        children: [button('other', 'Go on', COUNT_CANCEL)],
      }),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('cancelled 0, closed 1')).toBeInTheDocument();
  });

  it('a dialog whose action is its only way out stays open on Escape and on back', async () => {
    const dialog = await opened(page({ children: [button('tipConfirm', 'Confirm', COUNT_CANCEL)] }));
    await userEvent.keyboard('{Escape}');
    expect(window.onNativeBack?.()).toBe(true); // handled: the shell stays, and so does the dialog
    expect(dialog).toBeInTheDocument();
    expect(screen.getByText('cancelled 0, closed 0')).toBeInTheDocument();
  });

  it('a hidden cancel control is no way out', async () => {
    const hidden = { ...button('tipCancel', 'Cancel', COUNT_CANCEL), visible: false };
    const dialog = await opened(page({ cancel: 'tipCancel', children: [hidden] }));
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
  });

  it('a native back press takes the way out before the page onBack; a cancel that leaves answers "not handled"', async () => {
    const { services } = fakeServices();
    const leaving = page(
      {
        cancel: 'tipCancel',
        children: [button('tipCancel', 'Cancel', [{ do: 'closeDialog', dialog: 'tip' }, { do: 'leave' }])],
      },
      { onBack: [{ do: 'set', path: '{{ state.closed }}', value: 9 }] },
    );
    await opened(leaving, { ...services, inApp: () => true });
    expect(window.onNativeBack?.()).toBe(false); // the shell goes back itself
    expect(services.sendNative).not.toHaveBeenCalledWith('closeWebview'); // and is not told twice
    expect(screen.getByText('cancelled 0, closed 0')).toBeInTheDocument(); // onBack did not run
  });
});
