import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { ArticleProps } from '../../renderer/public';
import schema from '../../schemas/widgets/Article.schema.json';
import { ArticleWidget } from '../../widgets/Article';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const meta = {
  title: 'Widgets/Article',
  render: renderWidget(ArticleWidget),
  argTypes: widgetArgTypes(schema),
  args: {
    emit: fn(),
    blocks: [
      {
        kind: 'paragraph',
        text: 'These Loan Terms and Conditions govern every loan granted through the PesoNow app.',
      },
      { kind: 'heading', text: '3. How a loan works' },
      {
        kind: 'list',
        ordered: true,
        items: [
          'Application',
          'Decision within 1 day',
          'Acceptance and promissory note',
          'Funds within 1 to 3 calendar days',
          'Maturity',
          'Default',
        ],
      },
      { kind: 'heading', text: '7. Late payment and default' },
      {
        kind: 'definitions',
        rows: [
          {
            term: 'Default penalty',
            detail: '₱1,000 for new clients or ₱800 for repeat clients, once.',
          },
          {
            term: 'Late interest, days 1 to 30',
            detail: '5% of the unpaid amount per day.',
          },
        ],
      },
      { kind: 'heading', text: 'Your obligations', level: 3 },
      {
        kind: 'list',
        items: [
          'Tell us of a change of name, birth date or address within 3 days.',
          'Keep your one-time codes secret.',
        ],
      },
    ],
  },
} satisfies Meta<WidgetStoryArgs<ArticleProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LegalText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '3. How a loan works' })).toBeVisible();
    await expect(canvas.getAllByRole('list')[0].tagName).toBe('OL');
    await expect(canvas.getByText('Default penalty').tagName).toBe('DT');
  },
};
export const WithoutCard: Story = { args: { surface: 'none' } };
export const MarkupShownLiterally: Story = {
  args: {
    blocks: [
      {
        kind: 'paragraph',
        text: '<b>not bold</b><img src=x onerror=alert(1)>',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('<b>not bold</b><img src=x onerror=alert(1)>')).toBeVisible();
    await expect(canvasElement.querySelector('article b, article img')).toBeNull();
  },
};
