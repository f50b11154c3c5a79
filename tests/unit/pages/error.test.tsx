// The error page (pages/error.json) and the not-found page: the message shown as text, and a way out that works
// where the person is (the home page in a browser, "Back to the app" inside the app).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../../api/env-json';
import { renderRoute, settled, setUpSandbox } from '../../support/renderRoute';

setUpSandbox();

async function open(path: string) {
  const view = renderRoute(path);
  await settled();
  return view;
}

describe('error page (/error?message=)', () => {
  it('shows the message from the query as text', async () => {
    await open('/error?message=Your%20session%20has%20expired.');
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText('Your session has expired.')).toBeVisible();
  });

  it('shows an HTML/script payload literally, never as markup', async () => {
    const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script><b>bold</b>';
    await open(`/error?message=${encodeURIComponent(payload)}`);
    expect(screen.getByText(payload)).toBeVisible();
    expect(document.querySelector('main img[src="x"], main script, main b')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('without a message it says to try again; outside the app it offers the home page, not the app', async () => {
    const view = await open('/error');
    expect(screen.getByText('Please try again in a moment.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back to the app' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the home page' }));
    await waitFor(() => expect(view.history.at(-1)).toBe('/'));
  });
});

describe('"Back to the app" only inside the app', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[env.androidBridge];
  });

  it.each(['/error?message=x', '/no-such-screen'])(
    '%s in a browser: no "Back to the app", a way home instead',
    async (path) => {
      await open(path);
      expect(screen.queryByRole('button', { name: 'Back to the app' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Go to the home page' })).toBeVisible();
    },
  );

  it.each(['/error?message=x', '/no-such-screen'])(
    '%s inside the app: "Back to the app" closes the webview',
    async (path) => {
      const closeWebview = vi.fn();
      (window as unknown as Record<string, unknown>)[env.androidBridge] = {
        closeWebview,
      };
      await open(path);
      expect(screen.queryByRole('button', { name: 'Go to the home page' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Back to the app' }));
      expect(closeWebview).toHaveBeenCalledTimes(1);
    },
  );
});
