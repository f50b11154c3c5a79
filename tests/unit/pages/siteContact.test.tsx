// The site's contact form (pages/siteContact.json): checked in the page, thanked with a toast, sent nowhere.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, settled, setUpSandbox } from '../../support/renderRoute';

setUpSandbox();

async function open(path: string) {
  const view = renderRoute(path);
  await settled();
  return view;
}

describe('contact form (/Contact)', () => {
  const field = (name: string) => screen.getByRole('textbox', { name });
  const send = () => screen.getByRole('button', { name: 'Send message' });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['name', { Phone: '09171234567', Message: 'When is my due date?' }],
    ['phone', { Name: 'Juan dela Cruz', Message: 'When is my due date?' }],
    ['message', { Name: 'Juan dela Cruz', Phone: '09171234567' }],
    ['a name of spaces only', { Name: '   ', Phone: '09171234567', Message: 'Hello' }],
  ])('without %s: "Please provide complete information!"', async (_missing, values: Record<string, string>) => {
    const view = await open('/Contact');
    const user = userEvent.setup();
    for (const [name, value] of Object.entries(values)) await user.type(field(name), value);
    await user.click(send());
    await waitFor(() => expect(view.status()).toContain('Please provide complete information!'));
    expect(view.status()).not.toContain('Successful!');
  });

  it('complete: "Successful!", the form is cleared, and nothing is sent anywhere', async () => {
    const view = await open('/Contact');
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const xhrSpy = vi.spyOn(XMLHttpRequest.prototype, 'open');
    await user.type(field('Name'), 'Juan dela Cruz');
    await user.type(field('Phone'), '09171234567');
    await user.type(field('Message'), 'When is my due date?');
    await user.click(send());
    await waitFor(() => expect(view.status()).toContain('Successful!'));
    expect(field('Name')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(xhrSpy).not.toHaveBeenCalled();
    expect(view.fullNavigation.assign).not.toHaveBeenCalled();
    expect(view.bridgeLog()).toEqual([]);
  });
});
