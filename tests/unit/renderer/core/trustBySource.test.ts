// @vitest-environment node
// Trust by source ("links from the lender's own server"): the hostile URL corpus through every source a
// page can read a URL from, with the real guard and the real common-params rule behind the actions.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runChain } from '../../../../renderer/core/actions/run';
import { guardUrl, type GuardOptions } from '../../../../api/urlGuard';
import { appendCommonParams } from '../../../../api/commonParamsUrl';
import type { Chain } from '../../../../schemas/generated/types';
import { ok } from '../../../support/fakeServices';
import { runContext } from './runContext';
import guardOptions from '../../../fixtures/urls/guard-options.json';
import hostile from '../../../fixtures/urls/hostile.json';
import good from '../../../fixtures/urls/good.json';

const options: GuardOptions = guardOptions;

/** A run context whose services use the real guard, with a server answer `{ url }` and the same URL in the query. */
function realGuard(url: unknown) {
  const t = runContext({}, () => ok({ url }), { url: typeof url === 'string' ? url : '' });
  t.services.guardUrl.mockImplementation((value, request) => guardUrl(value, options, request) as never);
  t.services.withCommonParams.mockImplementation((value: string) =>
    appendCommonParams(value, { sessionId: 'S1' }, options),
  );
  return t;
}

const fromServer: Chain = [
  { do: 'call', endpoint: 'loanDetails', as: 'loan' },
  { do: 'openUrl', url: '{{ data.loan.url }}', commonParams: true },
];
const fromResult: Chain = [
  { do: 'call', endpoint: 'loanDetails', onSuccess: [{ do: 'openUrl', url: '{{ result.data.url }}' }] },
];

/** Every way a page can hold a URL that is not a call result; each must stay on the app's own and allowed origins. */
const pageSources: Array<[string, Chain]> = [
  ['the query string', [{ do: 'openUrl', url: '{{ query.url }}' }]],
  [
    'page state',
    [
      { do: 'set', path: '{{ state.link }}', value: '{{ query.url }}' },
      { do: 'openUrl', url: '{{ state.link }}' },
    ],
  ],
  [
    'storage',
    [
      { do: 'storage', area: 'local', op: 'set', key: 'link', value: '{{ query.url }}' },
      { do: 'storage', area: 'local', op: 'get', key: 'link', into: '{{ state.stored }}' },
      { do: 'openUrl', url: '{{ state.stored }}' },
    ],
  ],
  [
    'call data the page overwrote',
    [
      { do: 'call', endpoint: 'loanDetails', as: 'loan' },
      { do: 'set', path: '{{ data.loan.url }}', value: '{{ query.url }}' },
      { do: 'openUrl', url: '{{ data.loan.url }}' },
    ],
  ],
  [
    'storage read into call data',
    [
      { do: 'call', endpoint: 'loanDetails', as: 'loan' },
      { do: 'storage', area: 'local', op: 'set', key: 'link', value: '{{ query.url }}' },
      { do: 'storage', area: 'local', op: 'get', key: 'link', into: '{{ data.loan }}' },
      { do: 'openUrl', url: '{{ data.loan }}' },
    ],
  ],
  [
    'call data indexed by state',
    [
      { do: 'call', endpoint: 'loanDetails', as: 'loan' },
      { do: 'openUrl', url: '{{ data.loan[query.key] }}' },
    ],
  ],
];

describe('trust by source', () => {
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => void vi.restoreAllMocks());

  const hostileCases = hostile.map((c) => [c.note, c] as const);

  it.each(hostileCases)('a server link: %s is refused unless its only fault is a foreign origin', async (_note, c) => {
    for (const chain of [fromServer, fromResult]) {
      const t = realGuard(c.url);
      await runChain(chain, t.ctx);
      if ('onlyOrigin' in c && c.onlyOrigin) {
        // Opens, and never with the session's common params: the origin is not one of ours.
        expect(t.services.assignLocation).toHaveBeenCalledWith(new URL(c.url as string).href);
      } else {
        expect(t.services.assignLocation).not.toHaveBeenCalled();
        expect(t.toasts).toEqual(['This link cannot be opened.']);
      }
    }
  });

  it.each(pageSources)(
    'a URL from %s stays limited to allowed origins against the whole corpus',
    async (_source, chain) => {
      for (const c of hostile) {
        const t = realGuard(c.url);
        await runChain(chain, t.ctx, {});
        expect(t.services.assignLocation, c.note).not.toHaveBeenCalled();
      }
    },
  );

  it('a template around call data is composed by the page: foreign origins stay refused', async () => {
    for (const c of hostile.filter((entry) => 'onlyOrigin' in entry)) {
      const t = realGuard(c.url);
      await runChain(
        [
          { do: 'call', endpoint: 'loanDetails', as: 'loan' },
          { do: 'openUrl', url: '{{ data.loan.url }}#top' },
        ],
        t.ctx,
      );
      expect(t.services.assignLocation, c.note).not.toHaveBeenCalled();
    }
  });

  it('a URL from the query on an allowed origin still opens', async () => {
    const t = realGuard('https://pay.pesonow.ph/pay?x=1');
    await runChain(pageSources[0][1], t.ctx);
    expect(t.services.assignLocation).toHaveBeenCalledWith('https://pay.pesonow.ph/pay?x=1');
  });

  it.each(good.filter((c) => c.kind !== 'native').map((c) => [c.note, c] as const))(
    'a good link opens from either source: %s',
    async (_note, c) => {
      for (const chain of [fromResult, pageSources[0][1]]) {
        const t = realGuard(c.url);
        await runChain(chain, t.ctx);
        expect(t.services.assignLocation).toHaveBeenCalledWith(c.expected);
      }
    },
  );

  it('the common params go with a server link only to our own and allowed origins', async () => {
    const allowed = realGuard('https://pay.pesonow.ph/pay');
    await runChain(fromServer, allowed.ctx);
    expect(allowed.services.assignLocation).toHaveBeenCalledWith('https://pay.pesonow.ph/pay?sessionId=S1');
    const foreign = realGuard('https://partner.example.com/pay');
    await runChain(fromServer, foreign.ctx);
    expect(foreign.services.assignLocation).toHaveBeenCalledWith('https://partner.example.com/pay');
  });

  it('an https partner link from the server opens, the same link from the query does not', async () => {
    const server = realGuard('https://partner.example.com/agreement');
    await runChain(fromResult, server.ctx);
    expect(server.services.assignLocation).toHaveBeenCalledWith('https://partner.example.com/agreement');
    const query = realGuard('https://partner.example.com/agreement');
    await runChain(pageSources[0][1], query.ctx);
    expect(query.services.assignLocation).not.toHaveBeenCalled();
  });
});
