import { useId } from 'react';
import { useTheme } from '@emotion/react';
import type { TextFieldProps, WidgetRenderProps } from '../../renderer/public';
import { controlStyle } from '../form-shared/controlStyle';
import { Field, describedBy, fieldIds } from '../form-shared/Field';
import { useTextInput } from '../form-shared/useTextInput';

export function TextField({ props, value, setValue, nodeAttributes }: WidgetRenderProps<TextFieldProps>) {
  const theme = useTheme();
  const ids = fieldIds(useId());
  const { label, placeholder, inputMode = 'text', filter = 'none', maxLength, hint, disabled = false, error } = props;
  const { text, onChange } = useTextInput(value, setValue, { digitsOnly: filter === 'digits', maxLength });
  return (
    <Field ids={ids} label={label} hint={hint} error={error} attributes={nodeAttributes}>
      {/* No native maxlength: it would count dropped non-digits against the limit and cut a paste short. */}
      <input
        id={ids.control}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy(error && ids.error, hint && ids.hint)}
        onChange={onChange}
        css={controlStyle(theme, { invalid: Boolean(error) })}
      />
    </Field>
  );
}
