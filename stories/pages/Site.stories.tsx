// The public site (/, /About, /User, /Policy, /Loan, /Contact: a page each in one frame), the legal pages in the app and the error page.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageStoryMeta, type PageStoryArgs } from '../support/PageStory';
import { bridgeLog, waitForButton, waitForText } from '../support/pagePlay';

const meta = {
  title: 'Pages/Public site',
  ...pageStoryMeta,
  tags: ['!autodocs'], // one app and sandbox at a time: no Docs page rendering them all
  args: { ...pageStoryMeta.args, route: '/' },
} satisfies Meta<PageStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) => waitForText(canvasElement, name);

export const Home: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Cash loans that fit your plans');
    await userEvent.click(await waitForButton(canvasElement, 'Read the loan terms'));
    await heading(canvasElement, '7. Late payment and default');
    await expect(bridgeLog()).toEqual([]);
  },
};
// The nav bar opens each item's own page (its route), as a link would.
export const NavOpensAPage: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await waitForButton(canvasElement, /Menu/));
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'About Us' }));
    await heading(canvasElement, 'Our mission');
  },
};
export const HomeDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => void (await heading(canvasElement, 'Cash loans that fit your plans')),
};
export const About: Story = {
  args: { route: '/About' },
  play: async ({ canvasElement }) => void (await heading(canvasElement, 'Our mission')),
};
export const LoanTerms: Story = {
  args: { route: '/Loan' },
  play: async ({ canvasElement }) => void (await heading(canvasElement, 'Key terms at a glance')),
};
export const User: Story = {
  args: { route: '/User' },
  play: async ({ canvasElement }) => void (await waitForButton(canvasElement, /Menu/)),
};

export const ContactForm: Story = {
  args: { route: '/Contact' },
  play: async ({ canvasElement }) => {
    const send = await waitForButton(canvasElement, 'Send message');
    const canvas = within(canvasElement);
    const status = () => within(canvasElement.ownerDocument.body).getByRole('status').textContent;
    await userEvent.click(send);
    await waitFor(() => expect(status()).toContain('Please provide complete information!'));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Juan dela Cruz');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '09171234567');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'When is my due date?');
    await userEvent.click(send);
    await waitFor(() => expect(status()).toContain('Successful!'));
  },
};

export const LoanAgreementInApp: Story = {
  args: { route: '/loanAgreement?productId=P001' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '3. How a loan works');
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
export const PrivacyPolicyInApp: Story = {
  args: { route: '/privacyPolicy' },
  play: async ({ canvasElement }) => void (await heading(canvasElement, '9. Grievance Officer')),
};
export const AboutUsInApp: Story = {
  args: { route: '/aboutUs' },
  play: async ({ canvasElement }) => void (await heading(canvasElement, 'Our team')),
};

export const ErrorPage: Story = {
  args: {
    route: `/error?message=${encodeURIComponent('<b>Your session has expired.</b>')}`,
  },
  play: async ({ canvasElement }) => {
    await waitForText(canvasElement, '<b>Your session has expired.</b>');
    await expect(canvasElement.querySelector('main b')).toBeNull();
    await expect(
      within(canvasElement).getByRole('button', {
        name: 'Go to the home page',
      }),
    ).toBeVisible();
  },
};
