// @vitest-environment node
// Links handed to the native app pass the guard, and the guard's parse (not a prefix test in the page)
// decides "browser or native app". The hostile corpus through `openUrl` with handOff and through `native` `to`.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runChain } from '../../../../renderer/core/actions/run';
import { guardUrl, type GuardOptions } from '../../../../api/urlGuard';
import type { Chain } from '../../../../schemas/generated/types';
import { ok } from '../../../support/fakeServices';
import { runContext } from './runContext';
import guardOptions from '../../../fixtures/urls/guard-options.json';
import hostile from '../../../fixtures/urls/hostile.json';

const options: GuardOptions = guardOptions;

function withLink(link: unknown) {
  const t = runContext({}, () => ok({ link }));
  t.services.guardUrl.mockImplementation((value: unknown, request) => guardUrl(value, options, request) as never);
  return t;
}

const handOff: Chain = [
  {
    do: 'call',
    endpoint: 'productRedirect',
    onSuccess: [{ do: 'openUrl', url: '{{ result.data.link }}', handOff: 'to' }],
  },
];
const nativeTo: Chain = [
  {
    do: 'call',
    endpoint: 'productRedirect',
    onSuccess: [{ do: 'native', message: 'to', payload: '{{ result.data.link }}' }],
  },
];

describe('native hand-off through the guard', () => {
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => void vi.restoreAllMocks());

  it.each(hostile.map((c) => [c.note, c] as const))('never hands %s to the native app', async (_note, c) => {
    for (const chain of [handOff, nativeTo]) {
      const t = withLink(c.url);
      await runChain(chain, t.ctx);
      expect(t.services.sendNative).not.toHaveBeenCalled();
    }
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['intent://scan/#Intent;scheme=zxing;end'],
    ['file:///etc/passwd'],
    ['//evil.example/'],
    ['vbscript:msgbox(1)'],
  ])("the issue's link %s is refused: no bridge message, no navigation, a toast", async (link) => {
    for (const chain of [handOff, nativeTo]) {
      const t = withLink(link);
      await runChain(chain, t.ctx);
      expect(t.services.sendNative).not.toHaveBeenCalled();
      expect(t.services.assignLocation).not.toHaveBeenCalled();
      expect(t.toasts).toEqual(['This link cannot be opened.']);
    }
  });

  it('an upper-case HTTPS link is a web link: it opens in the browser, never goes to the native app', async () => {
    const t = withLink('HTTPS://PARTNER.EXAMPLE/offer');
    await runChain(handOff, t.ctx);
    expect(t.services.assignLocation).toHaveBeenCalledWith('https://partner.example/offer');
    expect(t.services.sendNative).not.toHaveBeenCalled();
    const native = withLink('HTTPS://PARTNER.EXAMPLE/offer');
    await runChain(nativeTo, native.ctx);
    expect(native.services.sendNative).not.toHaveBeenCalled();
  });

  it.each([['product/P002'], ['lendapp://loan/confirm?productId=P1'], ['  product/P002 ']])(
    'an app link %j goes to the native app as given',
    async (link) => {
      for (const chain of [handOff, nativeTo]) {
        const t = withLink(link);
        await runChain(chain, t.ctx);
        expect(t.services.sendNative).toHaveBeenCalledWith('to', link.trim());
        expect(t.services.assignLocation).not.toHaveBeenCalled();
      }
    },
  );

  it('without handOff an app path stays a browser path on the app origin', async () => {
    const t = withLink('/loanDetail?orderId=1');
    await runChain(
      [{ do: 'call', endpoint: 'productRedirect', onSuccess: [{ do: 'openUrl', url: '{{ result.data.link }}' }] }],
      t.ctx,
    );
    expect(t.services.assignLocation).toHaveBeenCalledWith('https://h5.pesonow.ph/loanDetail?orderId=1');
    expect(t.services.sendNative).not.toHaveBeenCalled();
  });
});
