// Customer Service, rendered from pages/customerService.json against the sandbox.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { env } from '../../../api/env-json';
import { renderRoute, sandbox, settled, setUpSandbox } from '../../support/renderRoute';

setUpSandbox();

describe('Customer Service', () => {
  it('asks contact-kf-info with the fixed value 30 and shows the telephone and e-mail', async () => {
    renderRoute('/customerService');
    await settled();
    const [request] = await sandbox.requests('contactKfInfo');
    expect(request.body).toEqual({ overall: '30' });
    expect(await screen.findByRole('button', { name: /Telephone/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /E-mail/ })).toBeVisible();
  });

  it('tapping the telephone calls through the native bridge', async () => {
    const view = renderRoute('/customerService');
    await userEvent.click(await screen.findByRole('button', { name: /Telephone/ }));
    const call = view.bridgeLog().find((m) => m.name === 'callTelephone');
    expect(call?.payload).toEqual({ phone: expect.stringMatching(/\d/) });
  });

  it('tapping the e-mail opens the mail client through the URL guard', async () => {
    const view = renderRoute('/customerService');
    const row = await screen.findByRole('button', { name: /E-mail/ });
    await userEvent.click(row);
    await waitFor(() =>
      expect(view.fullNavigation.assign).toHaveBeenCalledWith(expect.stringMatching(/^mailto:[^?]+@[^?]+$/)),
    );
  });

  it('a hostile e-mail from the server is refused by the guard and never opened', async () => {
    await sandbox.override({
      endpoint: 'contactKfInfo',
      body: { code: '00', message: 'success', data: { email: 'x@evil.com?body=send-your-pin', smWa: '' } },
    });
    const view = renderRoute('/customerService');
    await userEvent.click(await screen.findByRole('button', { name: /E-mail/ }));
    await waitFor(() => expect(view.status()).toContain('This link cannot be opened.'));
    expect(view.fullNavigation.assign).not.toHaveBeenCalled();
  });

  it('with no phone from the server, the configured default service phone is used', async () => {
    await sandbox.override({
      endpoint: 'contactKfInfo',
      body: { code: '00', message: 'success', data: { email: 'help@pesonow.ph', smWa: '' } },
    });
    renderRoute('/customerService');
    expect(
      await screen.findByRole('button', { name: new RegExp(env.servicePhone.replace(/[+()]/g, '\\$&')) }),
    ).toBeVisible();
  });

  it('a failed call shows an error with a retry', async () => {
    await sandbox.override({ endpoint: 'contactKfInfo', fault: 'malformed', times: 1 });
    renderRoute('/customerService');
    expect(await screen.findByText("We couldn't load our contact details")).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText("We couldn't load our contact details")).toBeNull());
  });
});
