import type { SerializedStyles, Theme } from '@emotion/react';

type StyleArgument = string | number | boolean | undefined | null;

/**
 * A widget's style, built once per theme and argument list instead of on every render: Emotion serializes and hashes
 * a style object each time `css()` runs, which a list of 200 rows or a status that changes 100 times pays over and
 * over. Arguments are the few primitives a style depends on (a variant, a flag), never server data.
 */
export function cachedStyle<A extends StyleArgument[]>(
  make: (theme: Theme, ...args: A) => SerializedStyles,
): (theme: Theme, ...args: A) => SerializedStyles {
  const byTheme = new WeakMap<Theme, Map<string, SerializedStyles>>();
  return (theme, ...args) => {
    let cache = byTheme.get(theme);
    if (!cache) byTheme.set(theme, (cache = new Map()));
    const key = args.map((arg) => `${typeof arg}:${String(arg)}`).join('|');
    let style = cache.get(key);
    if (!style) cache.set(key, (style = make(theme, ...args)));
    return style;
  };
}
