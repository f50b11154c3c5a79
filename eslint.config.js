// The house rules a machine keeps (npm run lint, part of npm test): ESLint's and typescript-eslint's recommended
// rules and React's hooks rules over every source file; formatting is Prettier's (npm run format:check).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'storybook-static/',
      'lab-static/',
      'test-results/',
      'coverage/',
      'schemas/generated/',
      'measure/generated/',
      'public/mockServiceWorker.js',
      'stories/static/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The hooks rules. The plugin's React Compiler rules (set-state-in-effect, refs, immutability, …) judge code for
    // the compiler, which this project does not use.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // A name that starts with _ is deliberately unused (a destructured member left out, a parameter kept for its place).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
);
