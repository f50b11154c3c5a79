import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';
import { cachedStyle } from '../../renderer/public';
import { CARD_PADDING } from '../shared/tokens';

interface BottomSheetProps {
  /** Heading and accessible name of the dialog. */
  title: string;
  /** Escape, a tap on the backdrop, or the caller's own cancel button. */
  onCancel(): void;
  children: ReactNode;
  /** Buttons pinned under the scrolling content. */
  footer: ReactNode;
}

/** What a sheet shows when it has no row to offer (the picker's and the channel picker's). */
export const sheetEmptyTextStyle = cachedStyle((theme) =>
  css({ margin: 0, padding: '24px 0', textAlign: 'center', fontSize: 14, color: theme.colors.muted }),
);
/** A row's text beside its mark or chevron: it takes the room left and wraps anywhere rather than overflow. */
export const sheetRowLabelStyle = css({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

const TABBABLE = 'button:not(:disabled), input:not(:disabled), textarea:not(:disabled), a[href], [tabindex="0"]';

// Of a radio group only the checked radio (or the first, when none is) takes part in the Tab order.
function inTabOrder(element: HTMLElement, all: HTMLElement[]): boolean {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio') return true;
  const group = all.filter(
    (other): other is HTMLInputElement =>
      other instanceof HTMLInputElement && other.type === 'radio' && other.name === element.name,
  );
  return element.checked || (!group.some((radio) => radio.checked) && group[0] === element);
}

function tabbables(root: HTMLElement): HTMLElement[] {
  // Sorted because some DOM implementations (jsdom's) return a selector list grouped by selector.
  const all = [...root.querySelectorAll<HTMLElement>(TABBABLE)].sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  return all.filter((element) => inTabOrder(element, all));
}

const backdropStyle = css({
  position: 'fixed',
  inset: 0,
  zIndex: 900,
  display: 'flex',
  alignItems: 'flex-end',
  background: 'rgba(16, 24, 40, 0.5)',
});
const panelStyle = cachedStyle((theme) =>
  css({
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxHeight: '75vh',
    borderRadius: `${theme.radius.large}px ${theme.radius.large}px 0 0`,
    background: theme.colors.surface,
    color: theme.colors.text,
    paddingBottom: 'env(safe-area-inset-bottom)',
    outline: 'none',
  }),
);
const titleStyle = css({
  margin: 0,
  padding: `16px ${CARD_PADDING}px 8px`,
  fontSize: 17,
  fontWeight: 600,
  textAlign: 'center',
});
const contentStyle = css({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: `0 ${CARD_PADDING}px`,
  overscrollBehavior: 'contain',
});
const footerStyle = cachedStyle((theme) =>
  css({
    display: 'flex',
    gap: 12,
    padding: `12px ${CARD_PADDING}px 16px`,
    borderTop: `1px solid ${theme.colors.border}`,
  }),
);

/**
 * A modal panel that slides up from the bottom of the screen. Focus moves into it on open (to the
 * element marked `data-initial-focus`, else the first control) and Tab cycles inside it, so keyboard
 * and screen-reader users cannot wander into the page behind.
 */
export function BottomSheet({ title, onCancel, children, footer }: BottomSheetProps) {
  const theme = useTheme();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = panel.current;
    if (!root) return;
    (root.querySelector<HTMLElement>('[data-initial-focus]') ?? tabbables(root)[0] ?? root).focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation(); // a page dialog underneath must stay open
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const order = tabbables(panel.current);
    const at = order.indexOf(document.activeElement as HTMLElement);
    const wrapTo = event.shiftKey
      ? at <= 0
        ? order.at(-1)
        : undefined
      : at === -1 || at === order.length - 1
        ? order[0]
        : undefined;
    if (wrapTo) {
      event.preventDefault();
      wrapTo.focus();
    }
  };

  return (
    <div
      css={backdropStyle}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCancel();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        css={panelStyle(theme)}
      >
        <h2 id={titleId} css={titleStyle}>
          {title}
        </h2>
        <div css={contentStyle}>{children}</div>
        <div css={footerStyle(theme)}>{footer}</div>
      </div>
    </div>
  );
}
