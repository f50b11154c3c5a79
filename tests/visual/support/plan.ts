// The state matrix the visual test pictures: every widget story (the hand-written ones and those generated from each
// schema's examples) and every screen of stories/support/screens.ts (each route once per sandbox scenario that selects
// what it shows), in both languages, at 390x844; a story that asks for another viewport (`globals.viewport`) at that
// one, and the public site's screens (the pages drawn in its SiteLayout frame) also at the 1280x800 desktop.
import { VIEWPORT_SIZES, viewportOf, type ViewportName } from '../../../.storybook/toolbars';
import { LOCALES, type Locale } from '../../../renderer/host';
import type { Screen } from '../../../stories/support/screens';
import type { StoryVisit } from './capture';

/** The story that opens any screen: stories/pages/Screens.stories.tsx. */
export const SCREEN_STORY_ID = 'pages-screens--screen';

export interface Picture extends StoryVisit {
  /** The baseline's path under the baselines folder, without `.png`: `<group>/<what>.<viewport>.<locale>`. */
  name: string;
  viewport: ViewportName;
}

interface IndexEntry {
  id: string;
  title: string;
  type: string;
}

const viewportPart = (viewport: ViewportName) => {
  const { width, height } = VIEWPORT_SIZES[viewport];
  return `${width}x${height}`;
};

export interface PlanSources {
  /** Each story's own globals (from the preview), for the viewport it asks for. */
  globalsOf(storyId: string): Record<string, unknown> | undefined;
  /** Whether the story's words change in `locale` (its args hold catalogue text). */
  hasWords(storyId: string, locale: Locale): boolean;
  /** Every screen of the sandbox's scenarios. */
  screens: readonly Screen[];
  /** The route keys of the public site, also pictured at the desktop. */
  siteRoutes: ReadonlySet<string>;
}

/**
 * @param entries Storybook's index (index.json of the static build). Every widget story is pictured in English, and
 * in each other language where its words change (else that picture would be the English one again); every screen in
 * every language.
 */
export function planPictures(entries: readonly IndexEntry[], sources: PlanSources): Picture[] {
  const stories = entries.filter((entry) => entry.type === 'story' && entry.title.startsWith('Widgets/'));
  const pictures: Picture[] = [];
  for (const locale of LOCALES) {
    for (const story of stories) {
      if (locale !== 'en' && !sources.hasWords(story.id, locale)) continue;
      const viewport = viewportOf(sources.globalsOf(story.id));
      pictures.push({
        name: `widgets/${story.id}.${viewportPart(viewport)}.${locale}`,
        storyId: story.id,
        locale,
        viewport,
      });
    }
    pictures.push(...screenPictures(sources.screens, sources.siteRoutes, locale));
  }
  return pictures;
}

/**
 * Every screen's pictures in `locale`: at the phone, and the public site's (`siteRoutes`) also at the desktop. The
 * WebKit run pictures the phone ones of the same list under the same names (tests/webkit/visual.webkit.ts).
 */
export function screenPictures(
  screens: readonly Screen[],
  siteRoutes: ReadonlySet<string>,
  locale: Locale,
): Array<Picture & { args: { screen: string } }> {
  return screens.flatMap((screen) => {
    const viewports: ViewportName[] = siteRoutes.has(screen.route) ? ['phone390', 'desktop'] : ['phone390'];
    return viewports.map((viewport) => ({
      name: `screens/${screen.key}.${viewportPart(viewport)}.${locale}`,
      storyId: SCREEN_STORY_ID,
      args: { screen: screen.key },
      screen: true,
      locale,
      viewport,
    }));
  });
}
