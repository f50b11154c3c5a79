// @vitest-environment node
// The `leave` action: where it takes the borrower in the app, in a browser, and as the answer to a native back press.
import { describe, expect, it, vi } from 'vitest';
import { runChain } from '../../../../renderer/core/actions/run';
import type { BackPress } from '../../../../renderer/core/actions/context';
import { runContext } from './runContext';
import type { Chain } from '../../../../schemas/generated/types';

const LEAVE_THEN_MARK: Chain = [{ do: 'leave' }, { do: 'set', path: '{{ state.after }}', value: true }];

function inBrowser() {
  const t = runContext();
  const leaveBrowser = vi.fn();
  t.ctx.leaveBrowser = leaveBrowser;
  return { ...t, leaveBrowser };
}

describe('the leave action', () => {
  it('in the app closes the webview, and nothing after it runs', async () => {
    const t = inBrowser();
    t.ctx.services = { ...t.services, inApp: () => true };
    expect(await runChain(LEAVE_THEN_MARK, t.ctx)).toBe(false);
    expect(t.services.sendNative).toHaveBeenCalledExactlyOnceWith('closeWebview');
    expect(t.leaveBrowser).not.toHaveBeenCalled();
    expect(t.store.get().state.after).toBeUndefined();
  });

  it("in a browser goes back through the page's back entry and sends no bridge message", async () => {
    const t = inBrowser();
    expect(await runChain(LEAVE_THEN_MARK, t.ctx)).toBe(false);
    expect(t.leaveBrowser).toHaveBeenCalledTimes(1);
    expect(t.services.sendNative).not.toHaveBeenCalled();
    expect(t.store.get().state.after).toBeUndefined();
  });

  it('during a native back press still waiting for its answer, it only marks the press as left (the shell goes back)', async () => {
    const t = inBrowser();
    t.ctx.services = { ...t.services, inApp: () => true };
    const press: BackPress = { left: false, answered: false };
    const done = runChain([{ do: 'if', cond: '{{ !state.ask }}', then: [{ do: 'leave' }] }], {
      ...t.ctx,
      backPress: press,
    });
    expect(press.left).toBe(true); // decided before the shell's synchronous call returns
    await done;
    expect(t.services.sendNative).not.toHaveBeenCalled();
    expect(t.leaveBrowser).not.toHaveBeenCalled();
  });

  it('after the press was answered (the chain waited first), it leaves by itself', async () => {
    const t = inBrowser();
    t.ctx.services = { ...t.services, inApp: () => true };
    const press: BackPress = { left: false, answered: false };
    const done = runChain([{ do: 'wait', ms: 0 }, { do: 'leave' }], { ...t.ctx, backPress: press });
    press.answered = true;
    await done;
    expect(press.left).toBe(false);
    expect(t.services.sendNative).toHaveBeenCalledExactlyOnceWith('closeWebview');
  });

  it('outside a page view (no back entry, no app) it reports that there is no way out', async () => {
    const t = runContext();
    await runChain([{ do: 'leave' }], t.ctx);
    expect(t.reports).toEqual([expect.stringContaining('leave: this page has no way out here')]);
  });
});
