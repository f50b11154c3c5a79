// Repayment by code (/repaymentOfCode): everything comes from the query string, so it is shown as text only
// and the channel image loads only when the URL guard accepts it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ORIGIN, renderRoute, settled, setUpSandbox } from '../../support/renderRoute';
import { drawnQrModules, encodedQrModules } from '../../support/drawnCodes';

setUpSandbox();

const open = async (query: Record<string, string>) => {
  const view = renderRoute(`/repaymentOfCode?${new URLSearchParams(query).toString()}`);
  await settled();
  return view;
};
const CODE = '7421 9930 1184';

describe('/repaymentOfCode with showType 1', () => {
  it('reads each query value decoded once: a pay code with a percent sign shows as sent', async () => {
    const user = userEvent.setup();
    await open({ showType: '1', payCode: 'AB%CD 50%', repayAmount: '227500' }); // ?payCode=AB%25CD+50%25
    expect(screen.getByText('AB%CD 50%')).toBeVisible();
    expect(document.body.textContent).not.toContain('\uFFFD');
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe('AB%CD 50%');
  });

  it('shows the amount, the channel image and the code; Copy code copies it and says copy success', async () => {
    const user = userEvent.setup();
    const view = await open({
      showType: '1',
      payCode: CODE,
      payCodeImg: '/__sandbox/img/gcash.svg',
      repayAmount: '227500',
    });
    expect(screen.getByRole('heading', { level: 1, name: '₱2.275' })).toBeVisible();
    expect(screen.getByText(CODE)).toBeVisible();
    // The guard hands back the URL it checked, made absolute.
    await waitFor(() =>
      expect(view.container.querySelector('img[alt="Payment channel"]')).toHaveAttribute(
        'src',
        `${ORIGIN}/__sandbox/img/gcash.svg`,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe(CODE);
    await waitFor(() => expect(view.status()).toContain('copy success'));
    expect(screen.queryByRole('img', { name: 'QR code of your pay code' })).toBeNull();
  });

  it.each(['javascript:alert(1)', 'https://evil.example/track.gif', 'data:image/svg+xml,<svg onload=alert(1)>'])(
    'a payCodeImg the guard refuses (%s) is never loaded',
    async (payCodeImg) => {
      const warn = vi.spyOn(console, 'warn');
      const { container } = await open({ showType: '1', payCode: CODE, payCodeImg, repayAmount: '227500' });
      // The guard's verdict is asynchronous: looked at once it has refused the picture (and said so).
      await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('refused image URL')));
      warn.mockRestore();
      expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).not.toContain(payCodeImg);
      expect(screen.getByText(CODE)).toBeVisible();
    },
  );

  it('an image on an allowed origin loads', async () => {
    const { container } = await open({
      showType: '1',
      payCode: CODE,
      payCodeImg: 'https://pay.pesonow.ph/logo/gcash.png',
    });
    await waitFor(() =>
      expect(container.querySelector('img[alt="Payment channel"]')).toHaveAttribute(
        'src',
        'https://pay.pesonow.ph/logo/gcash.png',
      ),
    );
  });

  it('query values are text: markup in payCode is shown literally, never parsed', async () => {
    const payCode = '<img src=x onerror=alert(1)>';
    const { container } = await open({ showType: '1', payCode });
    expect(screen.getByText(payCode)).toBeVisible();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('/repaymentOfCode with another showType', () => {
  it.each(['2', '0', ''])('showType "%s" draws a QR code of payCode and the scan-to-pay tips', async (showType) => {
    await open({ showType, payCode: CODE, repayAmount: '151250' });
    const qr = screen.getByRole('img', { name: 'QR code of your pay code' });
    expect(drawnQrModules(qr)).toEqual(encodedQrModules(CODE));
    expect(screen.getByText('Scan to pay')).toBeVisible();
    expect(screen.getByText(/choose Scan QR/)).toBeVisible();
    expect(screen.getByText(`Pay code ${CODE}`)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: '₱1.512,50' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Copy code' })).toBeNull();
  });
});

describe('/repaymentOfCode without a pay code', () => {
  it('says so and offers the way back to the orders', async () => {
    const view = await open({ showType: '1' });
    expect(screen.getByText('No repayment code')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back to my orders' }));
    expect(view.bridgeLog()).toContainEqual({ name: 'goPage', payload: { page: 'order' } });
  });
});
