import { useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import type { CountdownProps, WidgetRenderProps } from '../../renderer/public';
import { ActionButton } from '../shared/ActionButton';

/** The bound value as whole seconds left; anything else (unset, text, negative) means not counting. */
function secondsOf(value: unknown): number {
  const seconds =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : 0;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 0;
}

/**
 * Counts the bound seconds down against a deadline taken when counting starts, not by counting ticks: a
 * webview in the background throttles timers, and the wait must still end when the server's does.
 */
function useCountdown(value: unknown, setValue: ((next: unknown) => void) | undefined): number {
  const [local, setLocal] = useState(0);
  const bound = setValue !== undefined;
  const seconds = secondsOf(bound ? value : local);
  const write = bound ? setValue : setLocal;
  const deadline = useRef<number | null>(null);

  useEffect(() => {
    if (seconds === 0) {
      deadline.current = null;
      return;
    }
    const now = Date.now();
    const expected = deadline.current === null ? 0 : Math.ceil((deadline.current - now) / 1000);
    // Started now, or restarted by the page with more seconds than are left.
    if (deadline.current === null || seconds > expected) deadline.current = now + seconds * 1000;
    const end = deadline.current;
    const untilNextSecond = Math.max(0, end - now - (seconds - 1) * 1000);
    const timer = setTimeout(() => write(Math.max(0, Math.ceil((end - Date.now()) / 1000))), untilNextSecond);
    return () => clearTimeout(timer);
  }, [seconds, write]);

  return seconds;
}

/** In a row beside an input the label must not wrap: the button keeps its width while the input gives way. */
const wrapperStyle = {
  fullWidth: css({ display: 'block', flex: '1 1 auto', whiteSpace: 'nowrap' }),
  inline: css({ display: 'inline-block', flex: 'none', minWidth: 104, whiteSpace: 'nowrap' }),
};

export function Countdown({ props, emit, busy, value, setValue, nodeAttributes }: WidgetRenderProps<CountdownProps>) {
  const { label, countingLabel = '{seconds}s', variant = 'outline', disabled = false, fullWidth = false } = props;
  // The wrapper sets the width (at least that of a short label, so the button does not jump when counting starts).
  const seconds = useCountdown(value, setValue);
  const counting = seconds > 0;
  return (
    <div {...nodeAttributes} css={fullWidth ? wrapperStyle.fullWidth : wrapperStyle.inline}>
      <ActionButton
        label={counting ? countingLabel.replaceAll('{seconds}', String(seconds)) : label}
        variant={variant}
        disabled={disabled}
        softDisabled={counting}
        busy={busy}
        fullWidth
        onTap={() => emit(counting ? 'blocked' : 'tap')}
      />
    </div>
  );
}
