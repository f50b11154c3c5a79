import { useMemo } from 'react';
import { Global } from '@emotion/react';
import { appBaseCss, documentHasBaseCss } from '../start/appShell';
import type { AppTheme } from '../theme';

/**
 * The app's base styles (box sizing, the body's type, the loading view), unless the document already has them: the
 * built HTML carries them inline for its first paint (build/vite-plugin-app-shell.ts). Added again, they were parsed
 * a second time on the first screen's critical path and, with their `*` and `body` rules, restyled the whole
 * document. Storybook, tests and a theme other than the HTML's get them from here.
 */
export function BaseStyles({ theme }: { theme: AppTheme }) {
  const css = useMemo(() => appBaseCss(theme), [theme]);
  // Drawn at build time (no document), the page goes into an HTML file that carries them (build/env-html.ts).
  const inDocument = useMemo(
    () => typeof document === 'undefined' || documentHasBaseCss(globalThis.document, css),
    [css],
  );
  return inDocument ? null : <Global styles={css} />;
}
