// The test preview page, rendered from pages/testPreview.json: device fields travel with every link.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, setUpSandbox } from '../../support/renderRoute';

setUpSandbox();

describe('Test preview', () => {
  it('each link opens its page with the device fields as query parameters', async () => {
    const view = renderRoute('/testPreview');
    const orderId = await screen.findByRole('textbox', { name: 'Order id' });
    await userEvent.clear(orderId);
    await userEvent.type(orderId, 'ORD151');
    await userEvent.click(screen.getByRole('button', { name: /Repayment instructions/ }));
    await waitFor(() => expect(view.history.at(-1)).toMatch(/^\/dragonpay\?/));
    const query = new URLSearchParams(view.history.at(-1)!.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({
      appVersion: '3.2.0',
      deviceName: 'Pixel 7',
      deviceId: 'D-TEST-0001',
      osVersion: 'Android 14',
      sessionId: 'S-TEST-0001',
      advertisingId: 'GAID-TEST-0001',
      productId: 'P001',
      orderId: 'ORD151',
    });
  });

  it('links all ten pages of the spec', async () => {
    renderRoute('/testPreview');
    await screen.findByRole('textbox', { name: 'Order id' });
    for (const name of [
      'Confirm loan',
      'Order details',
      'Instalment repayment',
      'Rollover repayment',
      'Bank account',
      'About us',
      'Complaint',
      'Customer service',
      'Privacy policy',
      'Repayment instructions',
    ]) {
      expect(screen.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
  });
});
