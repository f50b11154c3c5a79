import { useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { cachedStyle, type ChannelPickerProps, type WidgetRenderProps, useAppWords } from '../../renderer/public';
import { BottomSheet, sheetEmptyTextStyle, sheetRowLabelStyle } from '../form-shared/BottomSheet';
import { readKey } from '../form-shared/choices';
import { ProductLogo } from '../ProductCard/ProductLogo';
import { ActionButton } from '../shared/ActionButton';
import { Icon } from '../shared/Icon';
import { TOUCH_TARGET, focusRing } from '../shared/tokens';
import { asList, asText } from '../shared/values';

// Built once per theme, not per channel and render.
const listStyle = css({ listStyle: 'none', margin: 0, padding: 0 });
// Rows after the first are divided by a line.
const rowStyle = cachedStyle((theme, first: boolean) =>
  css({ borderTop: first ? 'none' : `1px solid ${theme.colors.border}` }),
);
const channelButtonStyle = cachedStyle((theme) =>
  css([
    css({
      display: 'flex',
      alignItems: 'center',
      gap: 12,
      width: '100%',
      minHeight: TOUCH_TARGET + 16,
      padding: '8px 0',
      border: 0,
      background: 'none',
      color: theme.colors.text,
      font: 'inherit',
      fontSize: 16,
      fontWeight: 500,
      textAlign: 'left',
      cursor: 'pointer',
      WebkitTapHighlightColor: 'transparent',
      '&:active': { background: theme.colors.page },
    }),
    focusRing(theme),
  ]),
);
const chevronStyle = cachedStyle((theme) => css({ color: theme.colors.muted }));

export function ChannelPicker({ props, emit, busy, nodeAttributes }: WidgetRenderProps<ChannelPickerProps>) {
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  const word = useAppWords();
  const {
    label,
    nameKey = 'name',
    logoKey = 'logo',
    variant = 'primary',
    cancelLabel = word('app.cancel'),
    disabled = false,
  } = props;
  const emptyText = props.emptyText || word('app.noChannels');
  const choices = asList(props.choices);

  // The sheet gives focus back to the button (renderer's Modal), so keyboard and screen-reader users keep their place.
  const close = () => setOpen(false);
  const choose = (choice: unknown) => {
    close();
    emit('choose', choice);
  };

  return (
    <div {...nodeAttributes}>
      <ActionButton label={label} variant={variant} disabled={disabled} busy={busy} onTap={() => setOpen(true)} />
      {open && (
        <BottomSheet
          title={props.title || label}
          onCancel={close}
          footer={<ActionButton label={cancelLabel} variant="outline" onTap={close} />}
        >
          {choices.length === 0 ? (
            <p css={sheetEmptyTextStyle(theme)}>{emptyText}</p>
          ) : (
            <ul css={listStyle}>
              {choices.map((choice, index) => {
                const name = asText(readKey(choice, nameKey));
                return (
                  <li key={index} css={rowStyle(theme, index === 0)}>
                    <button type="button" onClick={() => choose(choice)} css={channelButtonStyle(theme)}>
                      <ProductLogo src={asText(readKey(choice, logoKey))} name={name} muted={false} />
                      <span css={sheetRowLabelStyle}>{name}</span>
                      <span css={chevronStyle(theme)}>
                        <Icon name="chevronRight" size={18} />
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </BottomSheet>
      )}
    </div>
  );
}
