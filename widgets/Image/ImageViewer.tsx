import { css } from '@emotion/react';
import { Modal, useAppWords } from '../../renderer/public';
import { TOUCH_TARGET } from '../shared/tokens';

interface ImageViewerProps {
  src: string;
  alt: string;
  onClose(): void;
  /** The close button's words (the page's, in its language). */
  closeLabel: string;
}

const overlay = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(0, 0, 0, 0.92)',
  cursor: 'zoom-out',
});

const picture = css({ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' });

const closeButton = css({
  position: 'absolute',
  top: 'max(12px, env(safe-area-inset-top))',
  right: 12,
  minHeight: TOUCH_TARGET,
  minWidth: TOUCH_TARGET,
  padding: '0 16px',
  border: '1px solid rgba(255, 255, 255, 0.6)',
  borderRadius: TOUCH_TARGET / 2,
  background: 'rgba(0, 0, 0, 0.4)',
  color: '#ffffff',
  font: 'inherit',
  fontSize: 15,
  fontWeight: 600,
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid #ffffff', outlineOffset: 2 },
});

/**
 * Full-screen view of one picture, a modal (renderer's Modal: focus on Close, the only control; Escape closes). Tapping
 * anywhere closes it, as people expect from photo viewers.
 */
export function ImageViewer({ src, alt, onClose, closeLabel }: ImageViewerProps) {
  const unnamed = useAppWords()('app.image');
  return (
    <Modal styles={overlay} aria-label={alt || unnamed} onCancel={onClose} onClick={onClose}>
      <img src={src} alt={alt} referrerPolicy="no-referrer" css={picture} />
      <button
        type="button"
        css={closeButton}
        onClick={(event) => {
          event.stopPropagation(); // the overlay would close it a second time
          onClose();
        }}
      >
        {closeLabel}
      </button>
    </Modal>
  );
}
