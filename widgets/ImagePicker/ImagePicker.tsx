import { useEffect, useId, useRef } from 'react';
import { css, useTheme } from '@emotion/react';
import { cachedStyle, type ImagePickerProps, type WidgetRenderProps, useAppWords } from '../../renderer/public';
import { fillTemplate } from '../form-shared/template';
import { useBinding } from '../form-shared/useBinding';
import { asText, clampInt } from '../shared/values';
import { AddTile } from './AddTile';
import { judgeFile } from './judgeFile';
import { Thumbnail } from './Thumbnail';

const pickerStyle = css({ display: 'flex', flexDirection: 'column', gap: 8 });
const gridStyle = cachedStyle((_theme, columns: number) =>
  css({
    display: 'grid',
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    gap: 8,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);
const tileStyle = cachedStyle((theme) =>
  css({
    position: 'relative',
    aspectRatio: '1 / 1',
    minWidth: 0,
    overflow: 'hidden',
    borderRadius: theme.radius.small,
  }),
);
const fullMessageStyle = cachedStyle((theme) =>
  css({ margin: 0, fontSize: theme.font.small, color: theme.colors.muted }),
);

export function ImagePicker({
  props,
  emit,
  busy,
  value,
  setValue,
  nodeAttributes,
}: WidgetRenderProps<ImagePickerProps>) {
  const theme = useTheme();
  const fullId = useId();
  const [bound, write] = useBinding(value, setValue);
  const max = clampInt(props.max ?? 9, 1, 30, 9);
  const columns = clampInt(props.columns ?? 3, 1, 6, 3);
  const maxBytes = clampInt(props.maxBytes ?? 10485760, 1, Number.MAX_SAFE_INTEGER, 10485760);
  const word = useAppWords();
  const {
    accept = 'image/*',
    addLabel = word('app.addPhoto'),
    tooLargeMessage = word('app.imageTooLarge'),
    notImageMessage = word('app.notAnImage'),
    fullMessage = word('app.imagesFull'),
    imageAlt = word('app.imageN'),
    removeLabel = word('app.removeImageN'),
  } = props;
  const urls = (Array.isArray(bound) ? bound : []).map(asText);
  const full = urls.length >= max;

  const removeButtons = useRef<Array<HTMLButtonElement | null>>([]);
  const addInput = useRef<HTMLInputElement>(null);
  const focusAfterRemoval = useRef<number | null>(null);
  // The removed button is gone, so focus moves to the image that took its place (or the add tile)
  // instead of falling back to the top of the page.
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    (removeButtons.current[Math.min(index, urls.length - 1)] ?? addInput.current)?.focus();
  }, [urls.length]);

  const remove = (index: number) => {
    focusAfterRemoval.current = index;
    write(urls.filter((_, i) => i !== index));
  };
  const onFile = (file: File) => {
    const verdict = judgeFile(file, {
      count: urls.length,
      max,
      maxBytes,
      notImageMessage,
      tooLargeMessage,
      fullMessage,
    });
    emit(verdict.event, verdict.payload);
  };

  return (
    <div {...nodeAttributes} css={pickerStyle}>
      <ul css={gridStyle(theme, columns)}>
        {urls.map((url, index) => (
          <li key={`${index}:${url}`} css={tileStyle(theme)}>
            <Thumbnail
              src={url}
              alt={fillTemplate(imageAlt, { n: index + 1 })}
              removeLabel={fillTemplate(removeLabel, { n: index + 1 })}
              onRemove={() => remove(index)}
              removeRef={(element) => {
                removeButtons.current[index] = element;
              }}
            />
          </li>
        ))}
        <li css={tileStyle(theme)}>
          <AddTile
            label={addLabel}
            accept={accept}
            disabled={full}
            busy={busy}
            describedBy={full ? fullId : undefined}
            onFile={onFile}
            inputRef={addInput}
          />
        </li>
      </ul>
      {full && (
        <p id={fullId} css={fullMessageStyle(theme)}>
          {fillTemplate(fullMessage, { max: max })}
        </p>
      )}
    </div>
  );
}
