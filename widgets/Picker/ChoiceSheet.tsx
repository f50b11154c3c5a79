import { useId, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { BottomSheet } from '../form-shared/BottomSheet';
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

/** The picker's sheet: choosing a radio only marks it; nothing is applied until Confirm. */
export function ChoiceSheet({ title, labels, initialIndex, confirmLabel, cancelLabel, emptyText, onConfirm, onCancel }: ChoiceSheetProps) {
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
        <p css={css({ margin: 0, padding: '24px 0', textAlign: 'center', fontSize: 14, color: theme.colors.muted })}>{emptyText}</p>
      ) : (
        <div role="radiogroup" aria-label={title}>
          {labels.map((label, index) => (
            <label
              key={index}
              css={css({
                display: 'flex',
                alignItems: 'center',
                gap: 12,
                minHeight: TOUCH_TARGET + 4,
                borderTop: index === 0 ? 'none' : `1px solid ${theme.colors.border}`,
                fontSize: 16,
                color: index === marked ? theme.colors.brand : theme.colors.text,
                fontWeight: index === marked ? 600 : 400,
                cursor: 'pointer',
                WebkitTapHighlightColor: 'transparent',
              })}
            >
              <span css={css({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' })}>{label}</span>
              <input
                type="radio"
                name={groupName}
                checked={index === marked}
                onChange={() => setMarked(index)}
                data-initial-focus={index === focusIndex ? '' : undefined}
                css={css({ width: 20, height: 20, margin: 0, flexShrink: 0, accentColor: theme.colors.brand })}
              />
            </label>
          ))}
        </div>
      )}
    </BottomSheet>
  );
}
