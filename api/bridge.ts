// One-way messages from the pages to the native app shell (contracts.md "Native bridge").
// The host is detected on every call because the app may inject its objects after the page loads.

export const BRIDGE_MESSAGES = [
  'to',
  'toP',
  'closeWebview',
  'toHome',
  'toMine',
  'offToLogin',
  'callTelephone',
  'toRate',
  'confirmBurialPoint',
  'startBank',
  'endBank',
  'openWebview',
  'goPage',
] as const;

export type BridgeMessage = (typeof BRIDGE_MESSAGES)[number];
export type BridgeHost = 'ios' | 'android' | 'log';

export interface BridgeLogEntry {
  name: BridgeMessage;
  /** The payload as the host would have received it (toP's already wrapped in an array). */
  payload: unknown;
}

export interface Bridge {
  send(name: BridgeMessage, payload?: unknown): BridgeHost;
  /** Whether a native app shell is present (pages show "Back to the app" only then). */
  hasHost(): boolean;
}

declare global {
  interface Window {
    /** Messages sent while no native host is present (desktop browser, tests, sandbox). */
    __bridgeLog?: BridgeLogEntry[];
  }
}

type HostFunction = (...args: unknown[]) => unknown;

const KNOWN_MESSAGES: ReadonlySet<string> = new Set(BRIDGE_MESSAGES);
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * iOS (WKWebView) receives `payload ?? ''`: `postMessage()` without an argument throws there.
 * Android receives `JSON.stringify(payload)`, or no argument at all when there is no payload,
 * because Android matches `@JavascriptInterface` methods by argument count.
 * A host that throws is reported and the message falls back to the log, so it is never lost silently.
 */
export function createBridge(androidBridgeName: string, win?: Window): Bridge {
  return {
    send(name, payload) {
      if (!KNOWN_MESSAGES.has(name)) throw new TypeError(`Unknown bridge message "${String(name)}"`);
      const target = win ?? (typeof window === 'undefined' ? undefined : window);
      const delivered = name === 'toP' ? wrapInArray(payload) : payload;
      try {
        const ios = findIosHandler(target, name);
        if (ios) {
          ios.postMessage(delivered ?? '');
          return 'ios';
        }
        const android = findAndroidMethod(target, androidBridgeName, name);
        if (android) {
          if (delivered === undefined) android.method.call(android.host);
          else android.method.call(android.host, JSON.stringify(delivered));
          return 'android';
        }
      } catch (error) {
        console.warn('[bridge] native host failed', name, error);
      }
      return logMessage(target, { name, payload: delivered });
    },
    hasHost() {
      const target = win ?? (typeof window === 'undefined' ? undefined : window);
      // closeWebview is the one message every host handles, so it stands for the host itself.
      return (
        findIosHandler(target, 'closeWebview') !== null ||
        findAndroidMethod(target, androidBridgeName, 'closeWebview') !== null
      );
    },
  };
}

function wrapInArray(payload: unknown): unknown[] {
  return payload === undefined ? [] : [payload];
}

// Host objects are foreign: read them as unknown and narrow, never trust their shape.
function member(value: unknown, key: string): unknown {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined;
  return (value as Record<string, unknown>)[key];
}

function findIosHandler(target: Window | undefined, name: BridgeMessage): { postMessage: HostFunction } | null {
  const handler = member(member(member(target, 'webkit'), 'messageHandlers'), name);
  const postMessage = member(handler, 'postMessage');
  return typeof postMessage === 'function' ? { postMessage: (arg) => postMessage.call(handler, arg) } : null;
}

function findAndroidMethod(
  target: Window | undefined,
  bridgeName: string,
  name: BridgeMessage,
): { host: unknown; method: HostFunction } | null {
  if (bridgeName === '' || PROTOTYPE_KEYS.has(bridgeName)) return null;
  const host = member(target, bridgeName);
  const method = member(host, name);
  return typeof method === 'function' ? { host, method: method as HostFunction } : null;
}

function logMessage(target: Window | undefined, entry: BridgeLogEntry): 'log' {
  if (target) {
    target.__bridgeLog ??= [];
    target.__bridgeLog.push(entry);
  }
  console.info('[bridge]', entry.name, entry.payload);
  return 'log';
}
