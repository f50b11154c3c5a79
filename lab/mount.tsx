// The lab's lazy entry (main.tsx imports it only on /testPreview/lab when the lab is on).
import './trustedTypes';
import type { Root } from 'react-dom/client';
import { ThemeProvider } from '@emotion/react';
import type { EnvConfig } from '../api/env';
import { setImageOrigins, themeFromEnv } from '../renderer/host';
import { LabApp } from './LabApp';

export function mountLab(root: Root, { env }: { env: EnvConfig }) {
  document.title = 'Page lab';
  setImageOrigins(env.imageOrigins);
  root.render(
    <ThemeProvider theme={themeFromEnv(env.theme)}>
      <LabApp env={env} />
    </ThemeProvider>,
  );
}
