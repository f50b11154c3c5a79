// The open modals of the document, the most recent last: one mechanism for page dialogs, bottom sheets and the image
// viewer (renderer/views/Modal.tsx draws them). A modal is a <dialog> shown with showModal(): the browser puts it in the top
// layer and makes everything else inert (pointer, keyboard, screen reader). This module adds what the platform leaves
// to each page: where focus goes in and back, Tab kept inside, and one way out for Escape, a close request and the
// back action (renderer/views/backAction.ts), which is the modal's own cancel or nothing at all.
import type { BackPress } from '../core/actions/context';

export interface ModalOptions {
  /**
   * In the top layer with the page behind inert (showModal), or shown in place (a host that draws the page inside
   * its own screen, as the page lab's phone does; and a browser without showModal).
   */
  topLayer: boolean;
  /** The modal's way out; absent, Escape and back leave it open. `press` is set when a native back press asks. */
  cancel?: (press?: BackPress) => void;
}

interface OpenModal {
  element: HTMLDialogElement;
  topLayer: boolean;
  cancel?: (press?: BackPress) => void;
  /** Where focus goes back to when it closes (what had focus when it opened). */
  returnTo: Element | null;
}

const open: OpenModal[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Called whenever a modal opens or closes. */
export function subscribeModals(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The topmost modal in the top layer, or null: the place a toast must be to show above it and be heard. */
export function topLayerModal(): HTMLDialogElement | null {
  const top = open.at(-1);
  return top?.topLayer ? top.element : null;
}

const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), iframe, [tabindex]:not([tabindex="-1"])';

// Of a radio group only the checked radio (or the first, when none is) takes part in the Tab order.
function inTabOrder(element: HTMLElement, all: HTMLElement[]): boolean {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio') return true;
  const group = all.filter(
    (other): other is HTMLInputElement =>
      other instanceof HTMLInputElement && other.type === 'radio' && other.name === element.name,
  );
  return element.checked || (!group.some((radio) => radio.checked) && group[0] === element);
}

/** The controls Tab visits inside `root`, in document order. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  // Sorted because some DOM implementations (jsdom's) return a selector list grouped by selector.
  const all = [...root.querySelectorAll<HTMLElement>(TABBABLE)].sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  return all.filter((element) => inTabOrder(element, all));
}

/** Where a page's focus lands when what had it is gone: its first heading, else its main region. */
function focusPageHeading(doc: Document): void {
  const main = doc.querySelector('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1'); // focusable from script, not by Tab
  target.focus();
}

/** Focus into a modal: its element marked `data-initial-focus`, else its first control, else itself. */
function focusInto(element: HTMLElement): void {
  (element.querySelector<HTMLElement>('[data-initial-focus]') ?? tabbables(element)[0] ?? element).focus();
}

function returnFocus(modal: OpenModal): void {
  const doc = modal.element.ownerDocument;
  const target = modal.returnTo;
  const below = open.at(-1); // a modal still open takes focus back only inside itself: the rest is inert
  if (
    target instanceof HTMLElement &&
    target !== doc.body &&
    target.isConnected &&
    (!below || below.element.contains(target))
  ) {
    target.focus();
    if (doc.activeElement === target) return;
  }
  // The page opened it (on load, from a timer: focus was on the body), or the control that opened it has gone.
  if (below) focusInto(below.element);
  else focusPageHeading(doc);
}

// What the last click landed on, for the task it happened in: Safari does not focus a button it taps, so a modal a tap
// opened learns its opener here, to give focus back to it.
let pressed: Element | null = null;
if (typeof document !== 'undefined')
  document.addEventListener(
    'click',
    (event) => {
      pressed = event.target instanceof Element ? event.target.closest(TABBABLE) : null;
      setTimeout(() => (pressed = null), 0);
    },
    true,
  );

function onKeyDown(event: KeyboardEvent): void {
  const top = open.at(-1);
  if (!top || event.defaultPrevented) return;
  const target = event.target instanceof Node ? event.target : null;
  // Shown in place, the rest of the host stays usable: only keys pressed inside the modal are its own.
  if (!top.topLayer && !(target && top.element.contains(target))) return;
  if (event.key === 'Escape') {
    // Prevented, the key makes no close request of the browser's own (the dialog's `cancel` event, which a browser
    // may refuse to let a page prevent): the modal's way out is taken once, here.
    event.preventDefault();
    top.cancel?.();
    return;
  }
  if (event.key !== 'Tab') return;
  const order = tabbables(top.element);
  const at = order.indexOf(event.target as HTMLElement);
  const wrapTo = event.shiftKey
    ? at <= 0
      ? order.at(-1)
      : undefined
    : at === -1 || at === order.length - 1
      ? order[0]
      : undefined;
  // Tab from the last control goes to the first, Shift+Tab from the first to the last (and from the title, which
  // takes focus first, to either end); with no control at all, focus stays where it is.
  if (wrapTo || order.length === 0) event.preventDefault();
  wrapTo?.focus();
}

/**
 * Shows a <dialog> as the topmost modal and moves focus into it: to its element marked `data-initial-focus`, else its
 * first control, else itself. Returns how to close it, which gives focus back to what had it when it opened.
 */
export function openModal(element: HTMLDialogElement, options: ModalOptions): { close(): void } {
  const doc = element.ownerDocument;
  const modal: OpenModal = {
    element,
    topLayer: options.topLayer && typeof element.showModal === 'function',
    cancel: options.cancel,
    returnTo: doc.activeElement && doc.activeElement !== doc.body ? doc.activeElement : pressed,
  };
  let closing = false;
  const show = () => {
    if (!modal.topLayer) return element.setAttribute('open', '');
    if (!element.open) element.showModal();
  };
  // A close request (Escape, Android's back gesture) reaches the modal as `cancel`: the modal takes its own way out,
  // never the browser's, so what shows is always what the page holds.
  const onCancel = (event: Event) => {
    event.preventDefault();
    modal.cancel?.();
  };
  // A browser may close it anyway (a second close request without a tap in between cannot be refused): while the
  // page still holds it open, it shows again.
  const onClose = () => {
    if (!closing && element.isConnected) show();
  };
  show();
  element.addEventListener('cancel', onCancel);
  element.addEventListener('close', onClose);
  if (open.length === 0) doc.addEventListener('keydown', onKeyDown);
  open.push(modal);
  notify();
  focusInto(element);

  return {
    close() {
      const index = open.indexOf(modal);
      if (index === -1) return;
      const wasTop = index === open.length - 1;
      open.splice(index, 1);
      // A modal opened from inside this one gives focus back to where this one would have.
      for (const above of open.slice(index))
        if (above.returnTo && element.contains(above.returnTo)) above.returnTo = modal.returnTo;
      closing = true;
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('close', onClose);
      if (modal.topLayer && element.open) element.close();
      else element.removeAttribute('open');
      if (open.length === 0) doc.removeEventListener('keydown', onKeyDown);
      if (wasTop) returnFocus(modal);
      notify();
    },
  };
}

/**
 * The back action's first stop: with a modal open, back takes the topmost modal's way out (or, with none, does
 * nothing, as Escape does) instead of the page's. False when no modal is open.
 */
export function cancelTopModal(press?: BackPress): boolean {
  const top = open.at(-1);
  if (!top) return false;
  top.cancel?.(press);
  return true;
}
