import { useId } from 'react';
import { css, useTheme } from '@emotion/react';
import { cachedStyle, type ButtonProps, type WidgetRenderProps } from '../../renderer/public';
import { ActionButton } from '../shared/ActionButton';

const withHintStyle = cachedStyle((_theme, fullWidth: boolean) =>
  css({ display: fullWidth ? 'flex' : 'inline-flex', flexDirection: 'column', gap: 6 }),
);

const hintStyle = cachedStyle((theme) =>
  css({
    alignSelf: 'center',
    padding: '2px 10px',
    borderRadius: 999,
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    color: theme.colors.text,
    fontSize: 12,
    lineHeight: 1.5,
  }),
);

export function Button({ props, emit, busy, nodeAttributes }: WidgetRenderProps<ButtonProps>) {
  const theme = useTheme();
  const hintId = useId();
  const { label, variant = 'primary', hint, disabled = false, fullWidth = true } = props;
  const button = (
    <ActionButton
      label={label}
      variant={variant}
      disabled={disabled}
      busy={busy}
      fullWidth={fullWidth}
      describedBy={hint ? hintId : undefined}
      onTap={() => emit('tap')}
      attributes={hint ? undefined : nodeAttributes}
    />
  );
  if (!hint) return button;
  return (
    <div {...nodeAttributes} css={withHintStyle(theme, fullWidth)}>
      <span id={hintId} css={hintStyle(theme)}>
        {hint}
      </span>
      {button}
    </div>
  );
}
