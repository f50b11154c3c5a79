import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { ErrorStateProps } from '../../renderer/public';
import schema from '../../schemas/widgets/ErrorState.schema.json';
import { ErrorStateWidget } from '../../widgets/ErrorState';
import { samplePicture } from './sampleImages';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const meta = {
  title: 'Widgets/ErrorState',
  render: renderWidget(ErrorStateWidget),
  argTypes: widgetArgTypes(schema),
  args: { emit: fn() },
} satisfies Meta<WidgetStoryArgs<ErrorStateProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const WithMessage: Story = {
  args: {
    title: 'Could not load your order',
    message: 'Check your connection and try again.',
    retryLabel: 'Try again',
  },
};
export const WithImage: Story = {
  args: { image: samplePicture('offline', '#e3e7ee', 240, 240), message: 'You seem to be offline.' },
};
export const Retrying: Story = { args: { busy: true, message: 'Check your connection and try again.' } };
/** A problem trying again cannot fix (a promotion link without its template id): no Retry, the message says what to do. */
export const WithoutRetry: Story = {
  args: {
    retry: false,
    title: 'This link is incomplete',
    message: 'Open the link you were sent again, or get the app from your app store.',
  },
};
