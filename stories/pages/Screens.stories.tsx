// Any screen in any sandbox scenario, picked from a menu: every route of pages.json once per scenario of the sandbox's
// catalogue (stories/support/screens.ts). The visual test pictures each of them in both languages.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStoryMeta, type PageStoryArgs } from '../support/PageStory';
import { SCREENS, screenByKey } from '../support/screens';

interface ScreenArgs extends PageStoryArgs {
  /** The screen (route and scenario) to open. */
  screen: string;
}

const meta = {
  title: 'Pages/Screens',
  ...pageStoryMeta,
  tags: ['!autodocs'], // one app and sandbox at a time: no Docs page rendering them all
  args: { ...pageStoryMeta.args, screen: SCREENS[0].key, route: SCREENS[0].url },
  argTypes: {
    ...pageStoryMeta.argTypes,
    screen: {
      control: { type: 'select', labels: Object.fromEntries(SCREENS.map((screen) => [screen.key, screen.title])) },
      options: SCREENS.map((screen) => screen.key),
      description: 'The route and the sandbox scenario it is opened in.',
    },
    route: { control: false, description: 'The in-app URL of the screen chosen.' },
  },
  render: (args, context) =>
    pageStoryMeta.render({ ...args, route: screenByKey(args.screen)?.url ?? args.route }, context),
} satisfies Meta<ScreenArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Screen: Story = {};
