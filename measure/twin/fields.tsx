// Form fields of the twin's bank form: a text field, a picker with its bottom sheet, and the card-type tabs.
import { useId, useState } from 'react';
import { css } from '@emotion/react';
import { TOUCH_TARGET, colors, control, focusRing } from './theme';
import { Icon } from './ui';

export interface Choice {
  name: string;
  type: string;
}

const field = css({ display: 'flex', flexDirection: 'column', gap: 6, minWidth: 0 });
const labelStyle = css({ fontSize: 14, fontWeight: 500, lineHeight: 1.4, color: colors.text });
const hintStyle = css({ margin: 0, fontSize: 13, lineHeight: 1.4, color: colors.muted });

interface TextFieldProps {
  label: string;
  hint: string;
  value: string;
  digits: boolean;
  onChange(value: string): void;
}

export function TextField({ label, hint, value, digits, onChange }: TextFieldProps) {
  const id = useId();
  return (
    <div css={field}>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode={digits ? 'numeric' : 'text'}
        autoComplete="off"
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(digits ? event.target.value.replace(/[^0-9]/g, '') : event.target.value)}
        css={control}
      />
      {hint && (
        <p id={`${id}-hint`} css={hintStyle}>
          {hint}
        </p>
      )}
    </div>
  );
}

interface PickerProps {
  label: string;
  hint: string;
  options: Choice[];
  value: string;
  onChange(value: string): void;
}

export function Picker({ label, hint, options, value, onChange }: PickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const chosen = options.find((option) => option.type === value);
  return (
    <div css={field}>
      <span id={`${id}-label`} css={labelStyle}>
        {label}
      </span>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => setOpen(true)}
        css={[control, { display: 'flex', alignItems: 'center', gap: 8, textAlign: 'left', cursor: 'pointer' }]}
      >
        <span id={`${id}-value`} css={{ flex: 1, color: chosen ? colors.text : colors.muted }}>
          {chosen ? chosen.name : 'Please select'}
        </span>
        <Icon name="chevronDown" size={18} />
      </button>
      {hint && <p css={hintStyle}>{hint}</p>}
      {open && (
        <ChoiceSheet
          title={label}
          options={options}
          initial={value}
          onCancel={() => setOpen(false)}
          onConfirm={(next) => {
            onChange(next);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}

function ChoiceSheet({
  title,
  options,
  initial,
  onConfirm,
  onCancel,
}: {
  title: string;
  options: Choice[];
  initial: string;
  onConfirm(value: string): void;
  onCancel(): void;
}) {
  const [selected, setSelected] = useState(initial);
  const sheetButton = css({
    flex: 1,
    minHeight: TOUCH_TARGET,
    border: 0,
    background: 'none',
    fontSize: 16,
    fontWeight: 600,
    cursor: 'pointer',
  });
  return (
    <div
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: 50,
        display: 'flex',
        alignItems: 'flex-end',
        background: 'rgba(0, 0, 0, 0.45)',
      }}
      onClick={onCancel}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label={title}
        onClick={(event) => event.stopPropagation()}
        css={{
          width: '100%',
          maxHeight: '70vh',
          display: 'flex',
          flexDirection: 'column',
          background: colors.surface,
          borderRadius: '20px 20px 0 0',
        }}
      >
        <div css={{ display: 'flex', borderBottom: `1px solid ${colors.border}` }}>
          <button type="button" onClick={onCancel} css={[sheetButton, { color: colors.muted }]}>
            Cancel
          </button>
          <h2 css={{ flex: 2, margin: 0, alignSelf: 'center', textAlign: 'center', fontSize: 16 }}>{title}</h2>
          <button type="button" onClick={() => onConfirm(selected)} css={[sheetButton, { color: colors.brand }]}>
            Confirm
          </button>
        </div>
        <div role="radiogroup" aria-label={title} css={{ overflowY: 'auto', padding: '8px 0' }}>
          {options.length === 0 && <p css={{ textAlign: 'center', color: colors.muted }}>No options</p>}
          {options.map((option) => (
            <button
              key={option.type}
              type="button"
              role="radio"
              aria-checked={option.type === selected}
              onClick={() => setSelected(option.type)}
              css={[
                {
                  display: 'block',
                  width: '100%',
                  minHeight: TOUCH_TARGET,
                  border: 0,
                  background: option.type === selected ? colors.page : 'none',
                  color: option.type === selected ? colors.brand : colors.text,
                  fontSize: 16,
                  cursor: 'pointer',
                },
                focusRing,
              ]}
            >
              {option.name}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

export function Tabs({ tabs, value, onChange }: { tabs: Choice[]; value: string; onChange(value: string): void }) {
  return (
    <div
      role="tablist"
      css={{ display: 'flex', background: colors.surface, borderBottom: `1px solid ${colors.border}` }}
    >
      {tabs.map((tab) => {
        const selected = tab.type === value;
        return (
          <button
            key={tab.type}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.type)}
            css={[
              {
                position: 'relative',
                flex: '1 1 0',
                minHeight: TOUCH_TARGET,
                padding: '0 16px',
                border: 0,
                background: 'none',
                color: selected ? colors.brand : colors.muted,
                fontSize: 15,
                fontWeight: selected ? 600 : 500,
                cursor: 'pointer',
                '&::after': {
                  content: '""',
                  position: 'absolute',
                  left: '50%',
                  bottom: 0,
                  width: 24,
                  height: 3,
                  borderRadius: 2,
                  transform: 'translateX(-50%)',
                  background: selected ? colors.brand : 'transparent',
                },
              },
              focusRing,
            ]}
          >
            {tab.name}
          </button>
        );
      })}
    </div>
  );
}
