// The one modal mechanism (renderer/views/modalStack.ts, renderer/views/Modal.tsx) in jsdom. jsdom has no showModal(), so a modal
// shows in place there, as in a host that asks for it (the lab's phone): the keyboard rules are the same. The top-layer
// branch (the browser's close request, a close it forces) runs against a stand-in showModal(); the browser's own
// behaviour (inertness, the top layer) is tested in Chromium and WebKit (tests/e2e/modals.e2e.ts, tests/webkit/).
import { useState } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { css, ThemeProvider } from '@emotion/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../../../renderer/public';
import { createToaster, ToastRegion } from '../../../renderer/host';
import { cancelTopModal, openModal } from '../../../renderer/views/modalStack';
import { pageTheme } from '../../support/pageElement';

const look = css({});

function Sheet({ onCancel, label = 'Sheet' }: { onCancel?: () => void; label?: string }) {
  return (
    <Modal styles={look} aria-label={label} onCancel={onCancel}>
      <button type="button">First</button>
      <button type="button">Second</button>
      <button type="button" disabled>
        Disabled
      </button>
      <button type="button">Last</button>
    </Modal>
  );
}

/** A page with a heading and a button that opens the sheet; the sheet's cancel closes it. */
function Page({ cancellable = true }: { cancellable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>Order</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && <Sheet onCancel={cancellable ? () => setOpen(false) : undefined} />}
    </main>
  );
}

const focusedName = () => document.activeElement?.textContent;

describe('a modal', () => {
  it('moves focus to its first control, keeps Tab and Shift+Tab inside, and gives focus back to its opener', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const sheet = screen.getByRole('dialog', { name: 'Sheet' });
    expect(sheet).toHaveAttribute('open');
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(focusedName()).toBe('First');
    await userEvent.tab({ shift: true });
    expect(focusedName()).toBe('Last');
    await userEvent.tab();
    expect(focusedName()).toBe('First');
    await userEvent.tab();
    await userEvent.tab();
    expect(focusedName()).toBe('Last'); // the disabled one is skipped
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focusedName()).toBe('Open');
  });

  it('without a way out, Escape leaves it open', async () => {
    render(<Page cancellable={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Sheet' })).toBeInTheDocument();
  });

  it('starts on the element marked data-initial-focus', () => {
    render(
      <Modal styles={look} aria-labelledby="title">
        <h2 id="title" tabIndex={-1} data-initial-focus="">
          Kind tips
        </h2>
        <button type="button">Confirm</button>
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Kind tips' }));
  });

  it("opened by the page (focus on the body), it gives focus to the page's heading when it closes", () => {
    const view = render(
      <main>
        <h1>Loan closed</h1>
        <Sheet />
      </main>,
    );
    view.rerender(
      <main>
        <h1>Loan closed</h1>
      </main>,
    );
    const heading = screen.getByRole('heading', { name: 'Loan closed' });
    expect(document.activeElement).toBe(heading);
    expect(heading).toHaveAttribute('tabindex', '-1'); // focusable from script, still out of the Tab order
  });

  it('the back action takes the top modal only, with the press', () => {
    const lower = vi.fn();
    const upper = vi.fn();
    render(
      <>
        <Sheet label="Lower" onCancel={lower} />
        <Sheet label="Upper" onCancel={upper} />
      </>,
    );
    const press = { left: false, answered: false };
    expect(cancelTopModal(press)).toBe(true);
    expect(upper).toHaveBeenCalledExactlyOnceWith(press);
    expect(lower).not.toHaveBeenCalled();
  });

  it('with none open, the back action is not its business', () => {
    expect(cancelTopModal()).toBe(false);
  });

  it('when a lower modal closes first, the upper one gives focus back to where the lower one would have', () => {
    document.body.innerHTML =
      '<main><h1>Page</h1><button>Opener</button><dialog id="a"><button>In A</button></dialog><dialog id="b"><button>In B</button></dialog></main>';
    const opener = document.querySelector('main > button') as HTMLButtonElement;
    opener.focus();
    const a = openModal(document.getElementById('a') as HTMLDialogElement, { topLayer: false });
    const b = openModal(document.getElementById('b') as HTMLDialogElement, { topLayer: false }); // opened from In A
    a.close();
    expect(document.activeElement?.textContent).toBe('In B'); // the top one keeps focus
    b.close();
    expect(document.activeElement).toBe(opener);
    document.body.innerHTML = '';
  });

  it('opened by the page over another modal, it gives focus back into the one below, not to the inert page', () => {
    document.body.innerHTML =
      '<main><h1>Page</h1><dialog id="a"><button>In A</button></dialog><dialog id="b"><button>In B</button></dialog></main>';
    const a = openModal(document.getElementById('a') as HTMLDialogElement, { topLayer: false });
    (document.activeElement as HTMLElement).blur(); // a timer opens the next one: focus is on no control
    const b = openModal(document.getElementById('b') as HTMLDialogElement, { topLayer: false });
    b.close();
    expect(document.activeElement?.textContent).toBe('In A');
    a.close();
    expect(document.activeElement?.textContent).toBe('Page');
    document.body.innerHTML = '';
  });

  it("in place, keys pressed outside it are the host's", async () => {
    const cancel = vi.fn();
    render(
      <>
        <input aria-label="Lab editor" />
        <Sheet onCancel={cancel} />
      </>,
    );
    screen.getByRole('textbox', { name: 'Lab editor', hidden: true }).focus();
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    document.activeElement!.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(false);
    expect(cancel).not.toHaveBeenCalled();
  });
});

describe('a modal in the top layer (a stand-in showModal)', () => {
  afterEach(() => {
    cleanup(); // while the stand-ins are there to close what is open
    vi.restoreAllMocks();
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
  });

  function standInShowModal() {
    const proto = HTMLDialogElement.prototype as HTMLDialogElement;
    proto.showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    proto.close = vi.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    });
    return proto;
  }

  it("a close request (the dialog's cancel event) is refused and takes the modal's way out", () => {
    standInShowModal();
    const cancel = vi.fn();
    render(<Sheet onCancel={cancel} />);
    const sheet = screen.getByRole('dialog', { name: 'Sheet' });
    expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalledTimes(1);
    const request = new Event('cancel', { cancelable: true });
    sheet.dispatchEvent(request);
    expect(request.defaultPrevented).toBe(true);
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('closed by the browser while the page holds it open, it shows again; closed by the page, it stays closed', () => {
    standInShowModal();
    const view = render(<Sheet />);
    const sheet = screen.getByRole('dialog', { name: 'Sheet' }) as HTMLDialogElement;
    sheet.removeAttribute('open');
    sheet.dispatchEvent(new Event('close'));
    expect(sheet).toHaveAttribute('open');
    expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalledTimes(2);
    view.unmount();
    expect(HTMLDialogElement.prototype.close).toHaveBeenCalledTimes(1);
    expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalledTimes(2);
  });

  it('the toast region moves into the open modal, and back out when it closes', () => {
    standInShowModal();
    const toaster = createToaster();
    const view = render(
      <ThemeProvider theme={pageTheme}>
        <ToastRegion toaster={toaster} />
        <Sheet />
      </ThemeProvider>,
    );
    act(() => toaster.show('Saved'));
    expect(screen.getByRole('dialog', { name: 'Sheet' })).toContainElement(screen.getByRole('status'));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    view.rerender(
      <ThemeProvider theme={pageTheme}>
        <ToastRegion toaster={toaster} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('status').closest('dialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });
});
