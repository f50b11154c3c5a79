import { useId, useState, type MouseEvent } from 'react';
import { css, useTheme } from '@emotion/react';
import {
  cachedStyle,
  type SiteLayoutProps,
  type WidgetRenderProps,
  useAppWords,
  usePageLinks,
} from '../../renderer/public';
import { useBinding } from '../form-shared/useBinding';
import { focusRing, TOUCH_TARGET } from '../shared/tokens';
import { asList, asText } from '../shared/values';

// Below this width the navigation folds behind a Menu button; above it the site gets its desktop column.
// A browser that runs no script (a reader's setting, a crawler) gets the page as the build drew it, where the Menu
// button could never open: there the items stand open under the brand and the button is not shown.
const NO_SCRIPT = '@media (scripting: none)';
// A container query on the layout's own width, so the site adapts to the space it is given (a frame, a
// Storybook column), not only to the window.
const WIDE = '@container site (min-width: 880px)';
const CONTENT_WIDTH = 1120;

// The renderer pads the bottom of every page for phone screens; the site's footer closes the page itself.
const frameStyle = css({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  marginBottom: -24,
  containerType: 'inline-size',
  containerName: 'site',
});

// frame: 'none' (the page inside the app, whose shell has its own title bar): the content alone, with the page's padding.
const bareFrameStyle = css({ padding: 16 });

const barStyle = cachedStyle((theme) =>
  css({
    background: theme.colors.brand,
    color: theme.colors.onBrand,
    boxShadow: '0 2px 10px rgba(16, 24, 40, 0.18)',
  }),
);

// The centred column every band of the site (header, content, footer) shares.
const innerStyle = css({
  width: '100%',
  maxWidth: CONTENT_WIDTH,
  margin: '0 auto',
  paddingLeft: 16,
  paddingRight: 16,
  [WIDE]: { paddingLeft: 32, paddingRight: 32 },
});

// On phones the row wraps so the opened navigation drops below the brand, full width.
const headerRowStyle = css([
  innerStyle,
  css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: 16,
    minHeight: 60,
    [WIDE]: { flexWrap: 'nowrap' },
  }),
]);

const navStyle = css({ flexBasis: '100%', [WIDE]: { flexBasis: 'auto' } });

const contentStyle = css([
  innerStyle,
  css({
    flex: '1 0 auto',
    paddingTop: 20,
    paddingBottom: 32,
    [WIDE]: { paddingTop: 36, paddingBottom: 56 },
  }),
]);

const brandStyle = cachedStyle((theme) =>
  css({
    display: 'flex',
    alignItems: 'center',
    gap: 10,
    fontSize: 19,
    fontWeight: 700,
    letterSpacing: 0.2,
    // The brand's line keeps the bar's height when no Menu button stands beside it to give it.
    [NO_SCRIPT]: { minHeight: 60 },
    '& > span:first-of-type': {
      display: 'inline-grid',
      placeItems: 'center',
      width: 32,
      height: 32,
      borderRadius: 8,
      background: theme.colors.onBrand,
      color: theme.colors.brand,
      fontSize: 18,
      fontWeight: 800,
    },
  }),
);

const menuButtonStyle = cachedStyle((theme) =>
  css([
    css({
      minHeight: TOUCH_TARGET,
      padding: '0 14px',
      display: 'inline-flex',
      alignItems: 'center',
      gap: 8,
      border: `1px solid ${theme.colors.onBrand}`,
      borderRadius: theme.radius.small,
      background: 'transparent',
      color: theme.colors.onBrand,
      fontWeight: 600,
      cursor: 'pointer',
      [NO_SCRIPT]: { display: 'none' },
      [WIDE]: { display: 'none' },
    }),
    focusRing(theme),
  ]),
);

const navListStyle = cachedStyle((_theme, open: boolean) =>
  css({
    listStyle: 'none',
    margin: 0,
    padding: '0 0 12px',
    display: open ? 'flex' : 'none',
    flexDirection: 'column',
    [NO_SCRIPT]: { display: 'flex' },
    [WIDE]: { display: 'flex', flexDirection: 'row', padding: 0, gap: 4 },
  }),
);

const navButtonStyle = cachedStyle((theme, current: boolean) =>
  css([
    css({
      width: '100%',
      minHeight: TOUCH_TARGET,
      padding: '0 12px',
      border: 0,
      borderRadius: theme.radius.small,
      // Darkening keeps the white label above 4.5:1 on any brand blue; the bar under it marks the current item.
      background: current ? 'rgba(0, 0, 0, 0.22)' : 'transparent',
      boxShadow: current ? `inset 0 -3px 0 ${theme.colors.onBrand}` : 'none',
      color: theme.colors.onBrand,
      fontWeight: current ? 700 : 500,
      textAlign: 'start',
      cursor: 'pointer',
      '&:hover': { background: 'rgba(0, 0, 0, 0.14)' },
      [WIDE]: { width: 'auto', whiteSpace: 'nowrap' },
    }),
    focusRing(theme),
  ]),
);

// An item that is a link looks as the button does: its label centred in the same touch target, never underlined.
const navLinkStyle = cachedStyle((theme, current: boolean) =>
  css([navButtonStyle(theme, current), css({ display: 'flex', alignItems: 'center', textDecoration: 'none' })]),
);

/** A click the browser should handle itself: another button, or a key asking for a new tab or window. */
const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

const footerStyle = cachedStyle((theme) =>
  css({
    marginTop: 'auto',
    background: '#111a2e',
    color: '#d5dbe6',
    fontSize: theme.font.small,
    lineHeight: 1.6,
    '& p': { margin: 0 },
    '& p:first-of-type': {
      color: '#ffffff',
      fontWeight: 700,
      fontSize: 16,
      marginBottom: 6,
    },
  }),
);

const footerInnerStyle = css([innerStyle, css({ paddingTop: 24, paddingBottom: 28 })]);

/**
 * Phone: brand and Menu button, the items in a fold-out list. Desktop: brand left, items inline right.
 * The current item is the bound value, or `current` when the node has no binding (a page per item: the page says
 * which it is). Choosing another item sets the binding and emits `choose` with the item, which a page per item
 * answers by opening that item's page.
 */
export function SiteLayout({
  props,
  value,
  setValue,
  emit,
  children,
  nodeAttributes,
}: WidgetRenderProps<SiteLayoutProps>) {
  const theme = useTheme();
  const navId = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useBinding(value, setValue);
  const word = useAppWords();
  const links = usePageLinks();
  const { navLabel = word('app.siteNav'), menuLabel = word('app.siteMenu'), frame = 'site' } = props;
  const current = setValue === undefined && props.current !== undefined ? props.current : chosen;
  const brand = asText(props.brand);
  const items = asList(props.items);

  const select = (item: { label?: unknown; value?: unknown; route?: unknown }) => {
    setOpen(false);
    const next = asText(item.value);
    if (next !== current) {
      setChosen(next);
      emit('choose', { label: asText(item.label), value: next });
    }
    // A section switch is a new page to the reader: start it at the top.
    const scroller = document.scrollingElement ?? document.documentElement;
    scroller.scrollTop = 0;
  };

  if (frame === 'none')
    return (
      <div {...nodeAttributes} css={bareFrameStyle}>
        {children}
      </div>
    );
  return (
    <div {...nodeAttributes} css={frameStyle}>
      <div css={barStyle(theme)}>
        <div css={headerRowStyle}>
          <div css={brandStyle(theme)}>
            <span aria-hidden="true">{brand.slice(0, 1)}</span>
            <span>{brand}</span>
          </div>
          <button
            type="button"
            css={menuButtonStyle(theme)}
            aria-expanded={open}
            aria-controls={navId}
            onClick={() => setOpen((was) => !was)}
          >
            <span aria-hidden="true">{open ? '\u2715' : '\u2630'}</span>
            {menuLabel}
          </button>
          <nav aria-label={navLabel} id={navId} css={navStyle}>
            <ul css={navListStyle(theme, open)}>
              {items.map((item, index) => {
                const isCurrent = item.value === current;
                // An item with a route of this app is a link to its page, which a browser without JavaScript and a
                // crawler follow; a plain tap stays in the app (choose, then the page's navigate action).
                const href = item.route === undefined ? null : links.routePath(asText(item.route));
                return (
                  <li key={index}>
                    {href === null ? (
                      <button
                        type="button"
                        aria-current={isCurrent ? 'page' : undefined}
                        css={navButtonStyle(theme, isCurrent)}
                        onClick={() => select(item)}
                      >
                        {asText(item.label)}
                      </button>
                    ) : (
                      <a
                        href={href}
                        aria-current={isCurrent ? 'page' : undefined}
                        css={navLinkStyle(theme, isCurrent)}
                        onClick={(event) => {
                          if (opensElsewhere(event)) return;
                          event.preventDefault();
                          select(item);
                        }}
                      >
                        {asText(item.label)}
                      </a>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      </div>
      <div css={contentStyle}>{children}</div>
      <footer css={footerStyle(theme)}>
        <div css={footerInnerStyle}>
          <p>{brand}</p>
          {asList(props.footer).map((line, index) => (
            <p key={index}>{asText(line)}</p>
          ))}
        </div>
      </footer>
    </div>
  );
}
