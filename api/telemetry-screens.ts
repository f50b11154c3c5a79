// The screens a document has shown, as telemetry stamps them: the one showing now, the one it opened at and how many
// (web-vitals measures the whole document). Kept apart from the sink so the entry's deferred telemetry
// (telemetry-deferred.ts) tracks them the same way before the sink has arrived.
export interface Screen {
  route: string;
  page?: string;
  /**
   * The address's path when the screen showed, scrubbed as any text is: the sink notes it itself, unless it is given
   * (a screen held until the sink arrived: telemetry-deferred.ts).
   */
  path?: string;
}

const UNKNOWN_SCREEN: Screen = { route: '?' };

export interface ScreenHistory {
  /** Notes the screen now showing; false (and nothing noted) when it is the same route and page again. */
  show(screen: Screen): boolean;
  current(): Screen;
  landing(): Screen & { screens: number };
}

export function screenHistory(): ScreenHistory {
  let first: Screen | undefined;
  let current = UNKNOWN_SCREEN;
  let screens = 0;
  return {
    show(screen) {
      if (screen.route === current.route && screen.page === current.page) return false;
      current = screen;
      first ??= screen;
      screens += 1;
      return true;
    },
    current: () => current,
    landing: () => ({ ...(first ?? UNKNOWN_SCREEN), screens }),
  };
}
