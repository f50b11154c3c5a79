import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CaptchaImageProps } from '../../renderer/public';
import { EndpointUrlContext, type EndpointUrlBuilder } from '../../renderer/endpointUrl';
import schema from '../../schemas/widgets/CaptchaImage.schema.json';
import { captchaSvg } from '../../sandbox/fixtures/images';
import { captchaFor } from '../../sandbox/fixtures/registration';
import { CaptchaImageWidget } from '../../widgets/CaptchaImage';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

// The sandbox's own captcha picture as a data URL, so the story needs no server: a page builds a real address.
const sandboxCaptcha: EndpointUrlBuilder = (_endpoint, params) => {
  const { text, seed } = captchaFor(String(params.sid), String(params.t));
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(captchaSvg(text, seed))}`;
};
const withCatalogue: Decorator = (Story) => (
  <EndpointUrlContext.Provider value={sandboxCaptcha}>
    <Story />
  </EndpointUrlContext.Provider>
);

const meta = {
  title: 'Widgets/CaptchaImage',
  render: renderWidget(CaptchaImageWidget),
  decorators: [withCatalogue],
  argTypes: widgetArgTypes(schema),
  args: { endpoint: 'getCaptcha', params: { sid: 'SID000001' }, alt: 'Image code, tap for a new one', emit: fn() },
} satisfies Meta<WidgetStoryArgs<CaptchaImageProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Image code, tap for a new one' });
    await expect(canvasElement.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await userEvent.click(button);
    await expect(args.emit).toHaveBeenCalledWith('refresh');
  },
};

export const Reloaded: Story = { args: { reload: 2 } };

export const WaitingForSession: Story = {
  name: 'Waiting for the session id',
  args: { params: { sid: '' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Busy: Story = { args: { busy: true } };
