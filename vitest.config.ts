import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Projects: `unit` (jsdom, fast, no browser). Storybook and end-to-end projects are added beside it.
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'renderer/**/*.test.{ts,tsx}', 'api/**/*.test.ts', 'sandbox/**/*.test.ts', 'widgets/**/*.test.tsx', 'scripts/**/*.test.ts'],
          setupFiles: ['tests/setup/unit.ts'],
        },
      },
    ],
  },
});
