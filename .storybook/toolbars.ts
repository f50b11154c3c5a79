// The toolbars designers switch every story with, as Storybook globals: the viewport (Storybook's own viewport tool,
// with the sizes the app is read at), the language (the app's catalogues in messages/) and the theme. The visual test
// (tests/visual/) reads the same viewports, so a story pictured at "desktop" is pictured at the size shown here.
import type { GlobalTypes } from 'storybook/internal/types';
import env from '../env.json';
import { LOCALES, type Locale, type themeFromEnv } from '../renderer/host';

type ThemeColours = Parameters<typeof themeFromEnv>[0];

interface ViewportSize {
  width: number;
  height: number;
}

/** Phones borrowers hold (320 px: the smallest still sold; 390 px: the size every screen is designed at), and the
 * public site's desktop. */
export const VIEWPORT_SIZES = {
  phone320: { width: 320, height: 568 },
  phone360: { width: 360, height: 800 },
  phone390: { width: 390, height: 844 },
  phone428: { width: 428, height: 926 },
  desktop: { width: 1280, height: 800 },
} as const satisfies Record<string, ViewportSize>;

export type ViewportName = keyof typeof VIEWPORT_SIZES;
export const DEFAULT_VIEWPORT: ViewportName = 'phone390';

const VIEWPORT_LABELS: Record<ViewportName, string> = {
  phone320: 'Phone 320 (iPhone SE 1st gen.)',
  phone360: 'Phone 360 (most Android phones)',
  phone390: 'Phone 390 (the design size)',
  phone428: 'Phone 428 (large phones)',
  desktop: 'Desktop 1280 (the public site)',
};

/** `parameters.viewport.options` of Storybook's viewport tool. */
export const viewportOptions = Object.fromEntries(
  Object.entries(VIEWPORT_SIZES).map(([name, { width, height }]) => [
    name,
    {
      name: VIEWPORT_LABELS[name as ViewportName],
      styles: { width: `${width}px`, height: `${height}px` },
      type: name === 'desktop' ? 'desktop' : 'mobile',
    },
  ]),
);

/** The viewport a story's globals ask for (`globals: { viewport: { value: 'desktop' } }`), else the design phone. */
export function viewportOf(globals: Record<string, unknown> | undefined): ViewportName {
  const viewport = globals?.viewport;
  const value = typeof viewport === 'object' && viewport !== null ? (viewport as { value?: unknown }).value : viewport;
  return typeof value === 'string' && value in VIEWPORT_SIZES ? (value as ViewportName) : DEFAULT_VIEWPORT;
}

/**
 * The themes: the one env.json ships, and a second brand's (the registration template's green and amber, as a
 * partner's promotion shows it) to see that nothing is drawn in a fixed colour where the theme's should be.
 */
export const THEMES = {
  env: env.theme,
  partner: { background: '#0b6e4f', accent: '#b45309', font: '#ffffff' },
} as const satisfies Record<string, ThemeColours>;
export type ThemeName = keyof typeof THEMES;

export const LOCALE_LABELS: Record<Locale, string> = { en: 'English', fil: 'Filipino' };

export const globalTypes: GlobalTypes = {
  locale: {
    description: "The borrower's language: the words of pages and of widget stories",
    toolbar: {
      title: 'Language',
      icon: 'globe',
      items: LOCALES.map((locale) => ({ value: locale, title: LOCALE_LABELS[locale], right: locale })),
      dynamicTitle: true,
    },
  },
  theme: {
    description: 'The colours: the env theme, or a second brand',
    toolbar: {
      title: 'Theme',
      icon: 'paintbrush',
      items: [
        { value: 'env', title: `Env theme (${env.theme.background})` },
        { value: 'partner', title: `Partner theme (${THEMES.partner.background})` },
      ],
      dynamicTitle: true,
    },
  },
};

export const initialGlobals = {
  locale: 'en' satisfies Locale,
  theme: 'env' satisfies ThemeName,
  viewport: { value: DEFAULT_VIEWPORT, isRotated: false },
};

export const localeOfGlobals = (globals: Record<string, unknown>): Locale =>
  LOCALES.includes(globals.locale as Locale) ? (globals.locale as Locale) : 'en';

export const themeOfGlobals = (globals: Record<string, unknown>): ThemeColours =>
  THEMES[(globals.theme as ThemeName) in THEMES ? (globals.theme as ThemeName) : 'env'];
