// Loan confirmation (/confirmLoan and /confirmLoanV2) and the joint-login failure page (/loginFailure), against
// the sandbox's scenarios (sandbox/fixtures/confirm.ts and failure.ts pick the answer by productId).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageStoryMeta, type PageStoryArgs } from '../support/PageStory';
import {
  bridgeLog,
  playOpensDialog,
  playShowsButtons,
  playShowsText,
  waitForButton,
  waitForDialog,
} from '../support/pagePlay';
import { sandboxRequests } from '../support/sandboxControl';

const meta = {
  title: 'Pages/Loan Confirmation',
  ...pageStoryMeta,
  tags: ['!autodocs'], // one app and sandbox at a time: no Docs page rendering them all
  args: { ...pageStoryMeta.args, route: '/confirmLoan?productId=P001' },
} satisfies Meta<PageStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (route: string, play: Story['play']): Story => ({ args: { route }, play });

export const Offer = at('/confirmLoan?productId=P001', playShowsButtons('Go Loan'));
export const Instalments = at('/confirmLoan?productId=P003', playShowsText('3 × 31 days'));
export const AgreementModalAtOnce = at('/confirmLoan?productId=P002', playOpensDialog('Loan Agreement'));
export const PdfAgreement = at('/confirmLoan?productId=P006', playOpensDialog('Loan Agreement'));

export const ConsentUncheckedGreysGoLoan: Story = {
  play: async ({ canvasElement }) => {
    const goLoan = await waitForButton(canvasElement, 'Go Loan');
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'I have read and agree to' }));
    await expect(goLoan).toBeDisabled();
    await expect(await sandboxRequests('loanDetailPush')).toEqual([]);
  },
};

// Outside the app, Cancel leaves through the browser's history (the app would get closeWebview).
export const RetentionPopupOnBack: Story = {
  play: async ({ canvasElement, args }) => {
    await waitForButton(canvasElement, 'Go Loan');
    await expect(window.onNativeBack?.()).toBe(true);
    const dialog = await waitForDialog(canvasElement, 'Your loan is almost ready');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(args.historyBack).toHaveBeenCalledTimes(1));
    await expect(bridgeLog()).toEqual([]);
  },
};

export const GoLoanReplacesTheLocation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await waitForButton(canvasElement, 'Go Loan'));
    await waitFor(() =>
      expect(args.replaceLocation).toHaveBeenCalledWith(
        expect.stringMatching(/\/loanDetail\?productId=P001&orderId=ORD21&from=confirm$/),
      ),
    );
  },
};

export const SecondVersionPromotion = at('/confirmLoanV2?productId=P001', playOpensDialog('A gift for you'));
export const SecondVersionWithoutPromotion = at('/confirmLoanV2?productId=P003', playShowsButtons('Go Loan'));

export const LoginFailure = at(
  '/loginFailure?productId=P001',
  playShowsText('You can still borrow from these lenders'),
);
export const LoginFailureNoProducts = at('/loginFailure?productId=P000', playShowsButtons('Back to home'));

export const LoginFailureDisabledProductDoesNothing: Story = {
  args: { route: '/loginFailure?productId=P001' },
  play: async ({ canvasElement }) => {
    const full = await waitForButton(canvasElement, 'Full today');
    await expect(full).toBeDisabled();
    await expect(await sandboxRequests('failureTrack')).toEqual([]);
  },
};
