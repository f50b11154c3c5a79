import type { Theme } from '@emotion/react';
import { appWord } from '../appWords';
import type { MessageFormatter } from '../../expr/runtime';

/** How many items of an `each` list render at first and per "Show more": bounded work for any server list. */
export const EACH_PAGE_SIZE = 50;

const button = (theme: Theme) =>
  ({
    display: 'block',
    width: 'calc(100% - 32px)',
    minHeight: 44,
    margin: '8px 16px',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: 22,
    background: theme.colors.surface,
    color: theme.colors.brand,
    fontFamily: theme.font.family,
    fontSize: 15,
    fontWeight: 600,
    cursor: 'pointer',
  }) as const;

/** "Show more (N more)" in the page's language (app.showMore). */
export function showMoreLabel(messages: MessageFormatter | undefined, left: number): string {
  return appWord(messages, 'app.showMore', { left });
}

/** The end of a capped list: how many are left, and a real button that renders the next page of them. */
export function ShowMore({ label, onMore }: { label: string; onMore(): void }) {
  return (
    <button type="button" css={button} onClick={onMore} data-show-more="">
      {label}
    </button>
  );
}
