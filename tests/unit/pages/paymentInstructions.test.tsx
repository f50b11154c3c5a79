// Dragonpay repayment guidance (/dragonpay): static steps for two e-wallets and an over-the-counter store.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, settled, setUpSandbox } from '../../support/renderRoute';

setUpSandbox();

const open = async () => {
  const view = renderRoute('/dragonpay');
  await settled();
  return view;
};

describe('/dragonpay', () => {
  it('explains e-wallet bill payment with two wallets and store payment with a reference number', async () => {
    await open();
    expect(screen.getByText('Pay with an e-wallet (Bills Payment)')).toBeVisible();
    expect(screen.getByText('GCash')).toBeVisible();
    expect(screen.getByText('Maya')).toBeVisible();
    expect(screen.getByText('Pay at a store (over the counter)')).toBeVisible();
    expect(screen.getByText(/give your reference number \(your pay code\)/)).toBeVisible();
  });

  it('every picture opens full screen on tap and closes again', async () => {
    const { container } = await open();
    const pictures = [...container.querySelectorAll('main button img')];
    expect(pictures.map((img) => img.getAttribute('src'))).toEqual([
      '/repayment/gcash-bills.svg',
      '/repayment/gcash-confirm.svg',
      '/repayment/maya-bills.svg',
      '/repayment/maya-confirm.svg',
      '/repayment/store-receipt.svg',
    ]);
    for (const picture of pictures) {
      await userEvent.click(picture.closest('button')!);
      const viewer = screen.getByRole('dialog');
      expect(within(viewer).getByRole('img')).toHaveAttribute('src', picture.getAttribute('src'));
      await userEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    }
  });
});
