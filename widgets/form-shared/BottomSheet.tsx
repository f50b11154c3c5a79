import { useId, type ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';
import { cachedStyle, Modal } from '../../renderer/public';
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

const backdropStyle = css({
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
 * A modal panel that slides up from the bottom of the screen (renderer's Modal: focus moves in, to the element marked
 * `data-initial-focus`, else the first control, and stays inside; the page behind is inert; Escape cancels).
 */
export function BottomSheet({ title, onCancel, children, footer }: BottomSheetProps) {
  const theme = useTheme();
  const titleId = useId();
  return (
    <Modal
      styles={backdropStyle}
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCancel(); // a tap on the dimmed page around the panel
      }}
    >
      <div css={panelStyle(theme)}>
        <h2 id={titleId} css={titleStyle}>
          {title}
        </h2>
        <div css={contentStyle}>{children}</div>
        <div css={footerStyle(theme)}>{footer}</div>
      </div>
    </Modal>
  );
}
