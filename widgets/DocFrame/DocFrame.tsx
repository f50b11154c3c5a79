import { useEffect, useRef, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import {
  cachedStyle,
  useAppWords,
  usePageLinks,
  type DocFrameProps,
  type WidgetRenderProps,
} from '../../renderer/public';
import { ActionButton } from '../shared/ActionButton';
import { Icon } from '../shared/Icon';
import { fillTemplate } from '../form-shared/template';
import { clampInt, asText } from '../shared/values';

/**
 * Deliberately empty: no scripts, no same origin, no forms, no popups, no top navigation. An Android bridge
 * object is visible to every frame of the webview, so a framed document must never run code, and it must
 * never share the app's origin (its storage and cookies).
 */
export const FRAME_SANDBOX = '';

function isPdf(url: string): boolean {
  try {
    return new URL(url).pathname.toLowerCase().endsWith('.pdf');
  } catch {
    return false;
  }
}

/** The guard's verdict on src: undefined while it decides, null when refused. */
function useLoadable(src: string): string | null | undefined {
  const links = usePageLinks();
  const [verdict, setVerdict] = useState<{ src: string; url: string | null } | null>(null);
  useEffect(() => {
    let current = true;
    const url = links.loadable(src);
    if (url instanceof Promise) void url.then((accepted) => current && setVerdict({ src, url: accepted }));
    else setVerdict({ src, url });
    return () => {
      current = false;
    };
  }, [links, src]);
  return verdict?.src === src ? verdict.url : undefined;
}

// The frame and what stands in for it (waiting for the guard, refused) share one box of the author's height.
const boxStyle = cachedStyle((theme, height: number) =>
  css({
    width: '100%',
    height,
    borderRadius: theme.radius.small,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
  }),
);
const messageLayoutStyle = cachedStyle((theme) =>
  css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 12,
    padding: 16,
    textAlign: 'center',
    color: theme.colors.muted,
    fontSize: 14,
    lineHeight: 1.5,
    background: theme.colors.page,
  }),
);

const frameStyle = cachedStyle((theme, height: number) => css([boxStyle(theme, height), css({ display: 'block' })]));
const messageStyle = cachedStyle((theme, height: number) => css([boxStyle(theme, height), messageLayoutStyle(theme)]));
const messageTextStyle = css({ margin: 0 });
// A PDF is not framed: a card, as tall as its content, offers to open it.
const pdfCardStyle = cachedStyle((theme, height: number) =>
  css([boxStyle(theme, height), messageLayoutStyle(theme), css({ height: 'auto', minHeight: 120 })]),
);
const pdfIconStyle = cachedStyle((theme) => css({ color: theme.colors.brand }));
const pdfTitleStyle = cachedStyle((theme) => css({ margin: 0, color: theme.colors.text, fontWeight: 600 }));

export function DocFrame({ props, emit, nodeAttributes }: WidgetRenderProps<DocFrameProps>) {
  const theme = useTheme();
  const links = usePageLinks();
  const src = asText(props.src);
  const title = asText(props.title);
  const word = useAppWords();
  const height = clampInt(props.height, 120, 1200, 360);
  const url = useLoadable(src);
  // Once per document that cannot be shown: the page must not ask to agree to what nobody could read.
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (url !== null || told.current === src) return;
    told.current = src;
    emit('unavailable');
  }, [url, src, emit]);

  if (url === undefined)
    return (
      <div {...nodeAttributes} css={messageStyle(theme, height)} aria-busy="true" aria-label={title} role="region" />
    );
  if (url === null) {
    return (
      <div {...nodeAttributes} css={messageStyle(theme, height)} role="region" aria-label={title}>
        <Icon name="warning" size={24} />
        <p css={messageTextStyle}>{asText(props.unavailableText) || word('app.documentUnavailable')}</p>
      </div>
    );
  }
  if (isPdf(url)) {
    return (
      <div {...nodeAttributes} css={pdfCardStyle(theme, height)} role="region" aria-label={title}>
        <span css={pdfIconStyle(theme)}>
          <Icon name="document" size={32} />
        </span>
        <p css={pdfTitleStyle(theme)}>{title}</p>
        <ActionButton
          label={asText(props.openLabel) || fillTemplate(word('app.openDocument'), { title })}
          variant="outline"
          fullWidth={false}
          onTap={() => void links.open(src)}
        />
      </div>
    );
  }
  return (
    <iframe
      {...nodeAttributes}
      src={url}
      title={title}
      sandbox={FRAME_SANDBOX}
      referrerPolicy="no-referrer"
      css={frameStyle(theme, height)}
    />
  );
}
