import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { keyframes, type Theme } from '@emotion/react';
import type { Toaster } from '../core/toasts';
import { subscribeModals, topLayerModal } from './modalStack';

const spin = keyframes`to { transform: rotate(360deg); }`;

const region = {
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: '16%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  pointerEvents: 'none',
  zIndex: 100,
} as const;

const bubble = (theme: Theme) =>
  ({
    maxWidth: '78%',
    padding: '10px 16px',
    borderRadius: theme.radius.medium,
    background: 'rgba(20, 24, 33, 0.88)',
    color: '#fff',
    fontSize: theme.font.body,
    textAlign: 'center',
    lineHeight: 1.4,
    display: 'flex',
    alignItems: 'center',
    gap: 10,
  }) as const;

const spinner = {
  width: 16,
  height: 16,
  border: '2px solid rgba(255,255,255,0.35)',
  borderTopColor: '#fff',
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
} as const;

const noModal = () => null;

/**
 * The single role="status" live region: the current toast and any loading messages. While a modal is open it lives
 * inside it: the page behind a modal is inert (neither shown above it nor read out), and only the top layer's topmost
 * element is drawn over the modal.
 */
export function ToastRegion({ toaster }: { toaster: Toaster }) {
  const state = useSyncExternalStore(toaster.subscribe, toaster.get, toaster.get);
  const modal = useSyncExternalStore(subscribeModals, topLayerModal, noModal);
  const loading = state.loading[state.loading.length - 1];
  const live = (
    <div role="status" aria-live="polite" css={region}>
      {loading && (
        <div css={bubble} data-loading="">
          <span css={spinner} aria-hidden="true" />
          {loading.message}
        </div>
      )}
      {state.toast && (
        <div css={bubble} key={state.toast.id}>
          {state.toast.message}
        </div>
      )}
    </div>
  );
  return modal ? createPortal(live, modal) : live;
}
