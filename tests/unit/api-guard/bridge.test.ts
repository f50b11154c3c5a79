import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_MESSAGES, createBridge, type BridgeMessage } from '../../../api/bridge';

// A bare object standing in for a webview's window; only the members a host injects matter.
function fakeWindow(members: Record<string, unknown> = {}): Window {
  return members as unknown as Window;
}

function iosWindow() {
  const received: Array<[string, unknown]> = [];
  const messageHandlers = Object.fromEntries(
    BRIDGE_MESSAGES.map((name) => [name, { postMessage: (body: unknown) => received.push([name, body]) }]),
  );
  return { win: fakeWindow({ webkit: { messageHandlers } }), received };
}

function androidWindow(bridgeName = 'LenderApp') {
  const calls: Array<[string, unknown[]]> = [];
  const host = Object.fromEntries(
    BRIDGE_MESSAGES.map((name) => [name, (...args: unknown[]) => void calls.push([name, args])]),
  );
  return { win: fakeWindow({ [bridgeName]: host }), calls };
}

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  delete window.__bridgeLog;
});

describe('bridge on iOS', () => {
  it('posts the payload to the named message handler', () => {
    const { win, received } = iosWindow();
    expect(createBridge('LenderApp', win).send('callTelephone', '+63 2 8123 4567')).toBe('ios');
    expect(received).toEqual([['callTelephone', '+63 2 8123 4567']]);
  });

  it('posts an empty string when there is no payload', () => {
    const { win, received } = iosWindow();
    createBridge('LenderApp', win).send('closeWebview');
    expect(received).toEqual([['closeWebview', '']]);
  });

  it('wraps the toP payload in an array', () => {
    const { win, received } = iosWindow();
    createBridge('LenderApp', win).send('toP', { page: 'home' });
    expect(received).toEqual([['toP', [{ page: 'home' }]]]);
  });
});

describe('bridge on Android', () => {
  it('calls the method with the JSON payload', () => {
    const { win, calls } = androidWindow();
    expect(createBridge('LenderApp', win).send('to', { page: 'main' })).toBe('android');
    expect(calls).toEqual([['to', ['{"page":"main"}']]]);
  });

  it('calls without arguments when there is no payload', () => {
    const { win, calls } = androidWindow();
    createBridge('LenderApp', win).send('toRate');
    expect(calls).toEqual([['toRate', []]]);
  });

  it('sends toP as a JSON array', () => {
    const { win, calls } = androidWindow();
    createBridge('LenderApp', win).send('toP', 'home');
    expect(calls).toEqual([['toP', ['["home"]']]]);
  });

  it('keeps `this` bound to the host object', () => {
    const host = {
      seen: [] as string[],
      toHome(this: { seen: string[] }, json: string) {
        this.seen.push(json);
      },
    };
    createBridge('LenderApp', fakeWindow({ LenderApp: host })).send('toHome', 1);
    expect(host.seen).toEqual(['1']);
  });

  it('ignores a host under another name or whose member is not a function', () => {
    const other = androidWindow('OtherApp');
    expect(createBridge('LenderApp', other.win).send('toHome')).toBe('log');
    expect(createBridge('LenderApp', fakeWindow({ LenderApp: { toHome: 'nope' } })).send('toHome')).toBe('log');
    expect(other.calls).toEqual([]);
  });

  it('refuses prototype keys as the bridge name', () => {
    expect(createBridge('constructor', fakeWindow({})).send('toHome')).toBe('log');
  });
});

describe('bridge without a host', () => {
  it('appends to window.__bridgeLog, creating it, and logs to the console', () => {
    const bridge = createBridge('LenderApp');
    expect(bridge.send('toHome')).toBe('log');
    expect(bridge.send('toP', 7)).toBe('log');
    expect(window.__bridgeLog).toEqual([
      { name: 'toHome', payload: undefined },
      { name: 'toP', payload: [7] },
    ]);
    expect(console.info).toHaveBeenCalledWith('[bridge]', 'toHome', undefined);
  });

  it('keeps entries already in the log', () => {
    const win = fakeWindow({ __bridgeLog: [{ name: 'toMine', payload: 1 }] });
    createBridge('LenderApp', win).send('endBank', 'x');
    expect(win.__bridgeLog).toEqual([
      { name: 'toMine', payload: 1 },
      { name: 'endBank', payload: 'x' },
    ]);
  });
});

describe('bridge detection and failures', () => {
  it('detects a host injected after the bridge was created', () => {
    const members: Record<string, unknown> = {};
    const bridge = createBridge('LenderApp', fakeWindow(members));
    expect(bridge.send('startBank')).toBe('log');
    const { win } = androidWindow();
    Object.assign(members, win);
    expect(bridge.send('startBank')).toBe('android');
  });

  it('prefers iOS when both hosts are present', () => {
    const ios = iosWindow();
    const android = androidWindow();
    const win = fakeWindow({ ...(ios.win as unknown as object), ...(android.win as unknown as object) });
    expect(createBridge('LenderApp', win).send('goPage', 'x')).toBe('ios');
    expect(android.calls).toEqual([]);
  });

  it('falls back to the log when the host throws', () => {
    const win = fakeWindow({
      LenderApp: {
        offToLogin: () => {
          throw new Error('host crashed');
        },
      },
    });
    expect(createBridge('LenderApp', win).send('offToLogin', 'expired')).toBe('log');
    expect(win.__bridgeLog).toEqual([{ name: 'offToLogin', payload: 'expired' }]);
    expect(console.warn).toHaveBeenCalledWith('[bridge] native host failed', 'offToLogin', expect.any(Error));
  });

  it('throws a TypeError for an unknown message', () => {
    const { win, calls } = androidWindow();
    const bridge = createBridge('LenderApp', win);
    expect(() => bridge.send('deleteEverything' as BridgeMessage)).toThrow(TypeError);
    expect(calls).toEqual([]);
  });
});

describe('bridge hasHost (is the page inside the native app?)', () => {
  it('is true with an iOS or an Android host, false in a plain browser', () => {
    expect(createBridge('LenderApp', iosWindow().win).hasHost()).toBe(true);
    expect(createBridge('LenderApp', androidWindow().win).hasHost()).toBe(true);
    expect(createBridge('LenderApp', fakeWindow()).hasHost()).toBe(false);
  });

  it('is false for a host under another name or without closeWebview', () => {
    expect(createBridge('LenderApp', androidWindow('OtherApp').win).hasHost()).toBe(false);
    expect(createBridge('LenderApp', fakeWindow({ LenderApp: { toHome: () => undefined } })).hasHost()).toBe(false);
  });

  it('sees a host injected after the bridge was created', () => {
    const members: Record<string, unknown> = {};
    const bridge = createBridge('LenderApp', fakeWindow(members));
    expect(bridge.hasHost()).toBe(false);
    members.LenderApp = { closeWebview: () => undefined };
    expect(bridge.hasHost()).toBe(true);
  });
});
