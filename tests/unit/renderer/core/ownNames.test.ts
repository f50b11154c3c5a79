// @vitest-environment node
// A page's names are looked up as own properties only; prototype members name nothing.
import { describe, expect, it } from 'vitest';
import { runChain } from '../../../../renderer/core/actions/run';
import type { Chain } from '../../../../schemas/generated/types';
import { ok } from '../../../support/fakeServices';
import { runContext } from './runContext';

describe('own-property lookups', () => {
  it.each([
    ['route', { do: 'navigate', route: 'constructor' }, 'navigate: unknown route "constructor"'],
    ['route', { do: 'navigate', route: 'toString' }, 'navigate: unknown route "toString"'],
    ['chain', { do: 'run', chain: 'constructor' }, 'run: unknown chain "constructor"'],
    [
      'validation group',
      { do: 'validate', form: 'hasOwnProperty' },
      'validate: unknown validation group "hasOwnProperty"',
    ],
  ] as Array<[string, Chain[number], string]>)(
    'an undeclared %s named after a prototype member stops the chain and is reported',
    async (_kind, action, report) => {
      const t = runContext({ chains: {}, validations: {} });
      expect(await runChain([action], t.ctx)).toBe(false);
      expect(t.reports).toContain(report);
      expect(t.services.navigate).not.toHaveBeenCalled();
      expect(t.services.sendNative).not.toHaveBeenCalled();
    },
  );

  it('openDialog of "__proto__" or "constructor" opens nothing', async () => {
    const t = runContext({ dialogs: {} });
    for (const dialog of ['__proto__', 'constructor'])
      expect(await runChain([{ do: 'openDialog', dialog }], t.ctx)).toBe(false);
    expect(t.store.get().dialogs).toEqual([]);
  });

  it('call data named __proto__ is not stored and cannot replace the prototype of data', async () => {
    const t = runContext({}, () => ok({ polluted: true }));
    await runChain([{ do: 'call', endpoint: 'loanDetails', as: '__proto__' }], t.ctx);
    const data = t.store.get().data as Record<string, unknown>;
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(data.polluted).toBeUndefined();
  });
});
