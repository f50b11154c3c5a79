import { useEffect, useState, type ChangeEvent } from 'react';
import { css, useTheme } from '@emotion/react';
import { cachedStyle, type PhotoInfoProps, type WidgetRenderProps, useAppWords } from '../../renderer/public';
import { useBinding } from '../form-shared/useBinding';
import { Icon } from '../shared/Icon';
import { cardSurface, focusRing, visuallyHidden } from '../shared/tokens';
import { asFacts, factsOf, formatBytes } from './fileFacts';

const cardStyle = cachedStyle((theme) =>
  css([cardSurface(theme), css({ display: 'flex', flexDirection: 'column', gap: 12, padding: 16 })]),
);
const summaryStyle = css({ display: 'flex', gap: 12, alignItems: 'center' });
const previewStyle = cachedStyle((theme) =>
  css({
    flex: '0 0 auto',
    width: 72,
    height: 72,
    borderRadius: theme.radius.small,
    background: theme.colors.page,
    border: `1px solid ${theme.colors.border}`,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    color: theme.colors.disabled,
  }),
);
const pictureStyle = css({ width: '100%', height: '100%', objectFit: 'cover' });
const factsStyle = cachedStyle((theme) =>
  css({
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: '2px 10px',
    fontSize: theme.font.small,
    minWidth: 0,
  }),
);
// Each term and detail pair sits in a <div> (allowed in a <dl>) that leaves the grid layout to its children.
const factRowStyle = css({ display: 'contents' });
const termStyle = cachedStyle((theme) => css({ color: theme.colors.muted }));
const detailStyle = css({ margin: 0, overflowWrap: 'anywhere', fontWeight: 500 });
const emptyTextStyle = cachedStyle((theme) =>
  css({ margin: 0, color: theme.colors.muted, fontSize: theme.font.small }),
);
// The file input is hidden, so the label draws the keyboard focus ring for it.
const chooseStyle = cachedStyle((theme, busy: boolean) =>
  css([
    css({
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      minHeight: 44,
      borderRadius: theme.radius.small,
      border: `1px solid ${theme.colors.brand}`,
      color: theme.colors.brand,
      fontWeight: 600,
      cursor: busy ? 'progress' : 'pointer',
      '&:has(input:focus-visible)': { outline: `2px solid ${theme.colors.brand}`, outlineOffset: 2 },
    }),
    focusRing(theme),
  ]),
);

export function PhotoInfo({ props, emit, busy, value, setValue, nodeAttributes }: WidgetRenderProps<PhotoInfoProps>) {
  const theme = useTheme();
  const [bound, write] = useBinding(value, setValue);
  const word = useAppWords();
  const {
    label = word('app.choosePhoto'),
    changeLabel = word('app.chooseAnotherPhoto'),
    accept = 'image/*',
    emptyText = word('app.noPhoto'),
    imageAlt = word('app.chosenPhoto'),
    nameLabel = word('app.file'),
    typeLabel = word('app.fileType'),
    sizeLabel = word('app.fileSize'),
  } = props;
  // The picture is shown from an object URL of the very file chosen; it is released when replaced or unmounted.
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);
  const facts = asFacts(bound);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = ''; // so choosing the same file again still fires change
    if (!file) return;
    setPreviewUrl(URL.createObjectURL(file));
    write(factsOf(file));
    emit('change', { file, ...factsOf(file) });
  };

  const rows = facts
    ? [
        [nameLabel, facts.name],
        [typeLabel, facts.type || 'unknown'],
        [sizeLabel, formatBytes(facts.size)],
      ]
    : [];
  return (
    <div {...nodeAttributes} css={cardStyle(theme)}>
      <div css={summaryStyle}>
        <div css={previewStyle(theme)}>
          {previewUrl && facts ? (
            <img src={previewUrl} alt={imageAlt} css={pictureStyle} />
          ) : (
            <Icon name="image" size={28} />
          )}
        </div>
        {facts ? (
          <dl css={factsStyle(theme)}>
            {rows.map(([term, detail]) => (
              <div key={term} css={factRowStyle}>
                <dt css={termStyle(theme)}>{term}</dt>
                <dd css={detailStyle}>{detail}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p css={emptyTextStyle(theme)}>{emptyText}</p>
        )}
      </div>
      <label css={chooseStyle(theme, busy)}>
        <input type="file" accept={accept} disabled={busy} onChange={onChange} css={visuallyHidden} />
        {facts ? changeLabel : label}
      </label>
    </div>
  );
}
