import type { ChangeEvent, Ref } from 'react';
import { css, useTheme } from '@emotion/react';
import { cachedStyle } from '../../renderer/public';
import { Icon } from '../shared/Icon';
import { Spinner } from '../shared/Spinner';
import { visuallyHidden } from '../shared/tokens';

interface AddTileProps {
  label: string;
  accept: string;
  disabled: boolean;
  /** An upload is running: the tile turns into a spinner. */
  busy: boolean;
  describedBy?: string;
  onFile(file: File): void;
  inputRef: Ref<HTMLInputElement>;
}

// `blocked` is disabled or busy; a busy tile keeps its normal look (with a spinner), a disabled one greys out.
const tileStyle = cachedStyle((theme, blocked: boolean, busy: boolean) => {
  const { colors } = theme;
  return css({
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 4,
    width: '100%',
    height: '100%',
    padding: 4,
    border: `1px dashed ${blocked && !busy ? colors.disabled : colors.border}`,
    borderRadius: theme.radius.small,
    background: blocked && !busy ? colors.page : colors.surface,
    color: busy ? colors.brand : blocked ? colors.disabled : colors.muted,
    fontSize: 12,
    lineHeight: 1.3,
    textAlign: 'center',
    cursor: busy ? 'progress' : blocked ? 'not-allowed' : 'pointer',
    WebkitTapHighlightColor: 'transparent',
    '&:has(input:focus-visible)': { outline: `2px solid ${colors.brand}`, outlineOffset: 2 },
  });
});

/** The dashed "add" tile: a labelled file input, so tapping anywhere on it opens the phone's picker. */
export function AddTile({ label, accept, disabled, busy, describedBy, onFile, inputRef }: AddTileProps) {
  const theme = useTheme();
  const blocked = disabled || busy;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that picking the same file again (after a failed upload) fires change again.
    input.value = '';
    if (file) onFile(file);
  };
  return (
    <label css={tileStyle(theme, blocked, busy)}>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        disabled={blocked}
        aria-busy={busy ? 'true' : undefined}
        aria-describedby={describedBy}
        onChange={onChange}
        css={visuallyHidden}
      />
      {busy ? <Spinner size={24} /> : <Icon name="plus" size={28} />}
      <span>{label}</span>
    </label>
  );
}
