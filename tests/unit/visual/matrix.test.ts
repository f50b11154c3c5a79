// @vitest-environment node
// What the visual test pictures: every screen of every sandbox scenario, every widget story in English and in
// Filipino where its words change, at the viewport each asks for; and how a widget story's words follow the language.
import { describe, expect, it } from 'vitest';
import manifest from '../../../pages.json' with { type: 'json' };
import english from '../../../messages/en.json' with { type: 'json' };
import filipino from '../../../messages/fil.json' with { type: 'json' };
import { SANDBOX_SCENARIOS } from '../../../sandbox/scenarioCatalogue';
import { BROKEN_TEMPLATE_ID } from '../../../sandbox/fixtures/registration';
import { SCREENS, screenByKey } from '../../../stories/support/screens';
import { inLocale } from '../../../stories/support/storyWords';
import { planPictures, SCREEN_STORY_ID } from '../../visual/support/plan';

describe('the screens of the sandbox', () => {
  it('open every sandbox scenario at its route with its query', () => {
    for (const scenario of SANDBOX_SCENARIOS) {
      const screen = SCREENS.find((candidate) => candidate.key === `${scenario.route}_${scenario.id}`);
      expect(screen, `${scenario.route} ${scenario.id}`).toBeDefined();
      expect(new URL(screen!.url, 'http://x').searchParams.toString()).toBe(
        new URLSearchParams(scenario.query).toString(),
      );
    }
  });

  it('open every route with a path at least once, and each hash sub-page', () => {
    const routes = Object.entries(manifest.routes).filter(([, entry]) => 'path' in entry);
    for (const [route] of routes)
      expect(
        SCREENS.some((screen) => screen.route === route),
        route,
      ).toBe(true);
    expect(screenByKey('promotion_downloadTemplate')?.url).toMatch(/^\/promotion\?.*#\/downloadTemplate$/);
    // Over the route's example screen, never over a scenario that fails (the picture would be the error state).
    for (const key of ['promotion_downloadTemplate', 'promotion_agreementTemplate'])
      expect(new URL(screenByKey(key)!.url, 'http://x').searchParams.get('templateId'), key).not.toBe(
        BROKEN_TEMPLATE_ID,
      );
  });

  it('have keys a Storybook URL can carry, each once', () => {
    const keys = SCREENS.map((screen) => screen.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});

describe("a widget story's words", () => {
  it('are shown in Filipino where they are an English catalogue text, however deep', () => {
    const args = {
      label: english['common.cancel'],
      rows: [{ text: english['common.more'] }],
      hint: 'Not in any catalogue',
    };
    expect(inLocale(args, 'fil')).toEqual({
      label: filipino['common.cancel'],
      rows: [{ text: filipino['common.more'] }],
      hint: 'Not in any catalogue',
    });
    expect(inLocale(args, 'en')).toBe(args);
  });

  it('leave spies and elements as they are', () => {
    const emit = () => undefined;
    const child = { $$typeof: Symbol.for('react.element'), props: { children: english['common.cancel'] } };
    const shown = inLocale({ emit, children: child }, 'fil');
    expect(shown.emit).toBe(emit);
    expect(shown.children).toBe(child);
  });
});

describe('the plan of pictures', () => {
  const entries = [
    { id: 'widgets-button--primary', title: 'Widgets/Button', type: 'story' },
    { id: 'widgets-button--docs', title: 'Widgets/Button', type: 'docs' },
    { id: 'widgets-sitelayout--desktop', title: 'Widgets/SiteLayout', type: 'story' },
    { id: 'pages-repayment--instalment', title: 'Pages/Repayment', type: 'story' },
  ];
  const plan = planPictures(entries, {
    globalsOf: (id) => (id.endsWith('desktop') ? { viewport: { value: 'desktop' } } : { viewport: 'phone390' }),
    hasWords: (id) => id === 'widgets-button--primary',
    screens: [
      { key: 'home', route: 'home', url: '/', title: 'Home' },
      { key: 'repay_default', route: 'repay', url: '/repay?orderId=ORD174', title: 'Repayment' },
    ],
    siteRoutes: new Set(['home']),
  });
  const names = plan.map((picture) => picture.name);

  it('pictures widget stories at the viewport they ask for, in Filipino only where their words change', () => {
    expect(names.filter((name) => name.startsWith('widgets/'))).toEqual([
      'widgets/widgets-button--primary.390x844.en',
      'widgets/widgets-sitelayout--desktop.1280x800.en',
      'widgets/widgets-button--primary.390x844.fil',
    ]);
  });

  it('pictures every screen in both languages, the public site also at the desktop, through the Screens story', () => {
    expect(names.filter((name) => name.startsWith('screens/'))).toEqual([
      'screens/home.390x844.en',
      'screens/home.1280x800.en',
      'screens/repay_default.390x844.en',
      'screens/home.390x844.fil',
      'screens/home.1280x800.fil',
      'screens/repay_default.390x844.fil',
    ]);
    const repay = plan.find((picture) => picture.name === 'screens/repay_default.390x844.fil')!;
    expect(repay).toMatchObject({
      storyId: SCREEN_STORY_ID,
      args: { screen: 'repay_default' },
      locale: 'fil',
      screen: true,
    });
  });

  it('leaves page and docs entries of the index to the screens', () => {
    expect(names.some((name) => name.includes('pages-repayment') || name.includes('--docs'))).toBe(false);
  });
});
