import { useId, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { cachedStyle, type PickerProps, type WidgetRenderProps, useAppWords } from '../../renderer/public';
import { readKey, sameChoice } from '../form-shared/choices';
import { controlStyle } from '../form-shared/controlStyle';
import { describedBy, Field, fieldIds } from '../form-shared/Field';
import { useBinding } from '../form-shared/useBinding';
import { Icon } from '../shared/Icon';
import { asList, asText } from '../shared/values';
import { ChoiceSheet } from './ChoiceSheet';

const triggerStyle = cachedStyle((theme) =>
  css([
    controlStyle(theme, { focusOn: 'keyboard' }),
    {
      display: 'flex',
      alignItems: 'center',
      gap: 8,
      textAlign: 'left',
      cursor: 'pointer',
      '&:disabled svg': { opacity: 0.5 },
    },
  ]),
);

const choiceTextStyle = cachedStyle((theme, chosen: boolean) =>
  css({ flex: 1, minWidth: 0, overflowWrap: 'anywhere', color: chosen ? theme.colors.text : theme.colors.muted }),
);

export function Picker({ props, value, setValue, nodeAttributes }: WidgetRenderProps<PickerProps>) {
  const theme = useTheme();
  const ids = fieldIds(useId());
  const [open, setOpen] = useState(false);
  const [current, choose] = useBinding(value, setValue);
  const word = useAppWords();
  const {
    label,
    placeholder = word('app.pleaseSelect'),
    hint,
    optionLabel = 'name',
    optionValue = 'type',
    disabled = false,
  } = props;
  const options = asList(props.options);
  const labels = options.map((option) => asText(readKey(option, optionLabel)));
  const chosen = options.findIndex((option) => sameChoice(readKey(option, optionValue), current));

  // The sheet gives focus back to the trigger (renderer's Modal).
  const close = () => setOpen(false);
  const confirm = (index: number) => {
    const next = readKey(options[index], optionValue);
    if (!sameChoice(next, current)) choose(next);
    close();
  };

  return (
    <Field ids={ids} label={label} labelAs="span" hint={hint} attributes={nodeAttributes}>
      <button
        id={ids.control}
        type="button"
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${ids.label} ${ids.extra}`}
        aria-describedby={describedBy(hint && ids.hint)}
        onClick={() => setOpen(true)}
        css={triggerStyle(theme)}
      >
        <span id={ids.extra} css={choiceTextStyle(theme, chosen >= 0 && !disabled)}>
          {chosen >= 0 ? labels[chosen] : placeholder}
        </span>
        <Icon name="chevronDown" size={18} />
      </button>
      {open && (
        <ChoiceSheet
          title={props.title || label}
          labels={labels}
          initialIndex={chosen}
          confirmLabel={props.confirmLabel ?? word('app.confirm')}
          cancelLabel={props.cancelLabel ?? word('app.cancel')}
          emptyText={props.emptyText ?? word('app.noOptions')}
          onConfirm={confirm}
          onCancel={close}
        />
      )}
    </Field>
  );
}
