/** The design tokens widgets style themselves with; colours come from the env config. */
export interface AppTheme {
  colors: {
    brand: string; // primary blue background
    accent: string; // orange accent
    onBrand: string; // white font on the brand colour
    page: string;
    surface: string;
    text: string;
    muted: string;
    border: string;
    danger: string;
    disabled: string;
  };
  radius: { small: number; medium: number; large: number };
  font: { family: string; small: number; body: number; title: number; hero: number };
}

export interface ThemeColours {
  background: string;
  accent: string;
  font: string;
}

export function themeFromEnv(colours: ThemeColours): AppTheme {
  return {
    colors: {
      brand: colours.background,
      accent: colours.accent,
      onBrand: colours.font,
      page: '#f3f5f9',
      surface: '#ffffff',
      text: '#1b2333',
      muted: '#5f6b7d',
      border: '#e3e7ee',
      danger: '#c62828',
      disabled: '#b8bfca',
    },
    radius: { small: 6, medium: 12, large: 20 },
    font: {
      family: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
      small: 13,
      body: 15,
      title: 18,
      hero: 24,
    },
  };
}

declare module '@emotion/react' {
  // Emotion's `theme` is our AppTheme everywhere.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends AppTheme {}
}
