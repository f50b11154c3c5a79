import type { Theme } from '@emotion/react';

const box = (theme: Theme) =>
  ({
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 16,
    padding: 32,
    textAlign: 'center',
    fontFamily: theme.font.family,
    color: theme.colors.text,
    background: theme.colors.page,
  }) as const;

const retry = (theme: Theme) =>
  ({
    minHeight: 44,
    padding: '0 28px',
    border: 0,
    borderRadius: 22,
    background: theme.colors.accent,
    color: '#fff',
    fontWeight: 600,
    cursor: 'pointer',
  }) as const;

export function PageLoading() {
  return (
    <div css={box} aria-busy="true" data-page-loading="">
      Loading…
    </div>
  );
}

export function PageLoadProblem({ onRetry }: { onRetry(): void }) {
  return (
    <div css={box}>
      <p>This page could not be loaded. Check your connection and try again.</p>
      <button type="button" css={retry} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
