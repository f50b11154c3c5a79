// The lab's lazy entry (main.tsx imports it only on /testPreview/lab when the lab is on).
import './trustedTypes';
import type { Root } from 'react-dom/client';
import { ThemeProvider } from '@emotion/react';
import type { EnvConfig } from '../api/env';
import { setImageOrigins, themeFromEnv } from '../renderer/host';
import { judgeLinksWith } from '../checker/bundled';
import { LabApp } from './LabApp';

export function mountLab(root: Root, { env }: { env: EnvConfig }) {
  document.title = 'Page lab';
  setImageOrigins(env.imageOrigins);
  // The links a page writes are marked against the origins of the environment the lab runs in, as the app's guard
  // judges them there.
  judgeLinksWith(env);
  root.render(
    <ThemeProvider theme={themeFromEnv(env.theme)}>
      <LabApp env={env} />
    </ThemeProvider>,
  );
}
