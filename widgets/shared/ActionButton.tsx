import { css, useTheme, type Theme } from '@emotion/react';
import { Spinner } from './Spinner';
import { TOUCH_TARGET, focusRing } from './tokens';
import { cachedStyle, type NodeAttributes } from '../../renderer/public';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'text';

export interface ActionButtonProps {
  label: string;
  onTap(): void;
  variant?: ButtonVariant;
  disabled?: boolean;
  /** A chain started by this button is running: blocked like disabled, but keeps its colour and shows a spinner. */
  busy?: boolean;
  fullWidth?: boolean;
  /** Id of a note that explains the button (read after its name). */
  describedBy?: string;
  /** Looks and reads as disabled (aria-disabled) but still receives taps, so a widget can explain why nothing happens. */
  softDisabled?: boolean;
  /** The node's attributes (its id as data-testid), when the button is a widget's outermost element. */
  attributes?: NodeAttributes;
}

function variantColours(theme: Theme, variant: ButtonVariant) {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return { background: colors.accent, color: colors.onBrand, borderColor: colors.accent };
    case 'secondary':
      return { background: colors.brand, color: colors.onBrand, borderColor: colors.brand };
    case 'outline':
      return { background: 'transparent', color: colors.brand, borderColor: colors.brand };
    case 'text':
      return { background: 'transparent', color: colors.brand, borderColor: 'transparent' };
  }
}

function disabledColours(theme: Theme, variant: ButtonVariant) {
  const { colors } = theme;
  if (variant === 'primary' || variant === 'secondary')
    return { background: colors.disabled, color: colors.surface, borderColor: colors.disabled };
  return {
    background: 'transparent',
    color: colors.disabled,
    borderColor: variant === 'outline' ? colors.disabled : 'transparent',
  };
}

const buttonStyle = cachedStyle((theme, variant: ButtonVariant, greyed: boolean, busy: boolean, fullWidth: boolean) =>
  css([
    css({
      ...(greyed && !busy ? disabledColours(theme, variant) : variantColours(theme, variant)),
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 8,
      width: fullWidth ? '100%' : 'auto',
      minHeight: TOUCH_TARGET,
      padding: variant === 'text' ? '0 8px' : '0 24px',
      borderWidth: 1,
      borderStyle: 'solid',
      borderRadius: TOUCH_TARGET / 2,
      fontFamily: 'inherit',
      fontSize: 16,
      fontWeight: 600,
      lineHeight: 1.25,
      cursor: 'pointer',
      WebkitTapHighlightColor: 'transparent',
      transition: 'filter 120ms ease',
      '&:active:not(:disabled)': { filter: 'brightness(0.92)' },
      '&:disabled': { cursor: busy ? 'progress' : 'not-allowed' },
    }),
    busy && css({ opacity: 0.85 }),
    focusRing(theme),
  ]),
);

/** The one button look shared by Button, ProductCard and ErrorState, so every tap target behaves alike. */
export function ActionButton({
  label,
  onTap,
  variant = 'primary',
  disabled = false,
  busy = false,
  fullWidth = true,
  describedBy,
  softDisabled = false,
  attributes,
}: ActionButtonProps) {
  const theme = useTheme();
  return (
    <button
      {...attributes}
      type="button"
      disabled={disabled || busy}
      aria-busy={busy ? 'true' : undefined}
      aria-disabled={softDisabled && !disabled && !busy ? 'true' : undefined}
      aria-describedby={describedBy}
      onClick={onTap}
      css={buttonStyle(theme, variant, disabled || softDisabled, busy, fullWidth)}
    >
      {busy && <Spinner size={16} />}
      {label}
    </button>
  );
}
