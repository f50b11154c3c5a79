import { useId, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { cachedStyle } from '../../renderer/public';
import { BottomSheet, sheetEmptyTextStyle, sheetRowLabelStyle } from '../form-shared/BottomSheet';
import { ActionButton } from '../shared/ActionButton';
import { TOUCH_TARGET } from '../shared/tokens';

interface ChoiceSheetProps {
  title: string;
  labels: readonly string[];
  /** The choice marked when the sheet opens; -1 for none. */
  initialIndex: number;
  confirmLabel: string;
  cancelLabel: string;
  emptyText: string;
  onConfirm(index: number): void;
  onCancel(): void;
}

// Built once per theme and state, not per choice and render: marking a radio re-renders every row.
const choiceStyle = cachedStyle((theme, first: boolean, marked: boolean) =>
  css({
    display: 'flex',
    alignItems: 'center',
    gap: 12,
    minHeight: TOUCH_TARGET + 4,
    borderTop: first ? 'none' : `1px solid ${theme.colors.border}`,
    fontSize: 16,
    color: marked ? theme.colors.brand : theme.colors.text,
    fontWeight: marked ? 600 : 400,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
  }),
);
const radioStyle = cachedStyle((theme) =>
  css({ width: 20, height: 20, margin: 0, flexShrink: 0, accentColor: theme.colors.brand }),
);

/** The picker's sheet: choosing a radio only marks it; nothing is applied until Confirm. */
export function ChoiceSheet({
  title,
  labels,
  initialIndex,
  confirmLabel,
  cancelLabel,
  emptyText,
  onConfirm,
  onCancel,
}: ChoiceSheetProps) {
  const theme = useTheme();
  const groupName = useId();
  const [marked, setMarked] = useState(initialIndex);
  const focusIndex = marked >= 0 ? marked : 0;

  return (
    <BottomSheet
      title={title}
      onCancel={onCancel}
      footer={
        <>
          <ActionButton label={cancelLabel} variant="outline" onTap={onCancel} />
          <ActionButton label={confirmLabel} disabled={marked < 0} onTap={() => onConfirm(marked)} />
        </>
      }
    >
      {labels.length === 0 ? (
        <p css={sheetEmptyTextStyle(theme)}>{emptyText}</p>
      ) : (
        <div role="radiogroup" aria-label={title}>
          {labels.map((label, index) => (
            <label key={index} css={choiceStyle(theme, index === 0, index === marked)}>
              <span css={sheetRowLabelStyle}>{label}</span>
              <input
                type="radio"
                name={groupName}
                checked={index === marked}
                onChange={() => setMarked(index)}
                data-initial-focus={index === focusIndex ? '' : undefined}
                css={radioStyle(theme)}
              />
            </label>
          ))}
        </div>
      )}
    </BottomSheet>
  );
}
