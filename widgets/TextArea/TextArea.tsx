import { useId } from 'react';
import { css, useTheme } from '@emotion/react';
import { cachedStyle, type TextAreaProps, type WidgetRenderProps } from '../../renderer/public';
import { controlStyle } from '../form-shared/controlStyle';
import { Field, describedBy, fieldIds } from '../form-shared/Field';
import { useTextInput } from '../form-shared/useTextInput';
import { clampInt } from '../shared/values';

// Built once per theme and state: a text area re-renders on every keystroke.
const counterStyle = cachedStyle((theme) =>
  css({
    marginLeft: 'auto',
    flexShrink: 0,
    fontSize: theme.font.small,
    lineHeight: 1.4,
    color: theme.colors.muted,
    fontVariantNumeric: 'tabular-nums',
  }),
);
const textAreaStyle = cachedStyle((theme, invalid: boolean) =>
  css([controlStyle(theme, { invalid }), css({ display: 'block', resize: 'none' })]),
);

export function TextArea({ props, value, setValue, nodeAttributes }: WidgetRenderProps<TextAreaProps>) {
  const theme = useTheme();
  const ids = fieldIds(useId());
  const { label, placeholder, maxLength, counter = false, hint, disabled = false, error } = props;
  const rows = clampInt(props.rows ?? 5, 2, 20, 5);
  const { text, onChange } = useTextInput(value, setValue, { maxLength });
  const count = (
    <span id={ids.extra} css={counterStyle(theme)}>
      {maxLength === undefined ? text.length : `${text.length}/${maxLength}`}
    </span>
  );
  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      extra={counter ? count : undefined}
      attributes={nodeAttributes}
    >
      <textarea
        id={ids.control}
        rows={rows}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy(error && ids.error, hint && ids.hint, counter && ids.extra)}
        onChange={onChange}
        css={textAreaStyle(theme, Boolean(error))}
      />
    </Field>
  );
}
