import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CaptchaImageProps } from '../../renderer/public';
import { EndpointUrlContext, type EndpointUrlBuilder } from '../../renderer/host';
import schema from '../../schemas/widgets/CaptchaImage.schema.json';
import { CaptchaImageWidget } from '../../widgets/CaptchaImage';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

// The catalogue's address of the captcha, answered by the sandbox (MSW runs in every story). A data: SVG would not
// do: the image rule loads only the app's origin, the CDN origins and raster data URLs.
const sandboxCaptcha: EndpointUrlBuilder = (_endpoint, params) =>
  `/api/v2/youmi/promotion/get-captcha?${new URLSearchParams({ sid: String(params.sid), t: String(params.t) })}`;
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
    await expect(canvasElement.querySelector('img')?.getAttribute('src')).toMatch(
      /^\/api\/v2\/youmi\/promotion\/get-captcha\?sid=SID000001&t=/,
    );
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
