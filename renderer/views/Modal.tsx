import { createContext, useContext, useLayoutEffect, useRef, type DialogHTMLAttributes, type ReactNode } from 'react';
import { css, type SerializedStyles } from '@emotion/react';
import type { BackPress } from '../core/actions/context';
import { openModal } from './modalStack';

/**
 * Set by a host that draws pages inside a screen of its own (the page lab's phone): its modals show in place, inside
 * that screen, and leave the rest of the host usable, instead of taking the whole document.
 */
export const ModalsInPlace = createContext(false);

// A dialog element over the whole screen, without the browser's own box: its `styles` draw the dimmed page around what
// it shows, in the top layer or (in place) over the page.
const screenCss = css({
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  zIndex: 50,
  '&::backdrop': { background: 'transparent' },
  '&:not([open])': { display: 'none' },
});

export interface ModalProps extends Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'open' | 'onCancel' | 'onClose' | 'className' | 'style' | 'role'
> {
  /** How it looks over the whole screen: its background dims the page; its layout places what it shows. */
  styles: SerializedStyles;
  /**
   * Its way out, which Escape, the browser's close request and the back action take (the caller's own cancel or
   * close); absent, they leave it open, as for a dialog whose action is the only way out. `press` is set when the
   * native shell's back press asks (a page dialog's chain answers it).
   */
  onCancel?: (press?: BackPress) => void;
  children: ReactNode;
}

/**
 * A modal dialog: shown with showModal() (the top layer; the page behind inert to pointer, keyboard and screen
 * reader), focus moved in (to the element marked `data-initial-focus`, else the first control) and kept inside, and
 * given back on close to the control that opened it (or the page's heading). renderer/views/modalStack.ts holds the rules.
 */
export function Modal({ styles, onCancel, children, ...attributes }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const inPlace = useContext(ModalsInPlace);
  const cancel = useRef(onCancel);
  useLayoutEffect(() => {
    cancel.current = onCancel;
  });
  useLayoutEffect(() => {
    const modal = openModal(ref.current!, { topLayer: !inPlace, cancel: (press) => cancel.current?.(press) });
    return () => modal.close();
  }, [inPlace]);
  return (
    // role="dialog" is the element's own role, written out for the contract's [role="dialog"] test hook
    // (docs/contracts.md); aria-modal tells assistive technology so where the modal shows in place.
    <dialog ref={ref} role="dialog" aria-modal="true" tabIndex={-1} css={[screenCss, styles]} {...attributes}>
      {children}
    </dialog>
  );
}
