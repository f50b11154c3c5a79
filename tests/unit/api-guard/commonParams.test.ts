import { appendCommonParams } from '../../../api/commonParamsUrl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  COMMON_PARAM_KEYS,
  COMMON_PARAMS_STORAGE_KEY,
  createCommonParamStore,
  mirrorQuery,
  readCommonParams,
  twinKey,
  readEntryCommonParams,
  withoutCommonParams,
} from '../../../api/commonParams';
import guardOptions from '../../fixtures/urls/guard-options.json';

const options = guardOptions;

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

const throwingStorage = {
  getItem: (): string | null => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: (): void => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: (): void => {
    throw new DOMException('denied', 'SecurityError');
  },
};

describe('readCommonParams', () => {
  it('reads camelCase and snake_case spellings into camelCase keys', () => {
    const search =
      '?app_version=2.3.1&deviceName=Redmi%20Note%2012&device_id=abc-123&os_version=13' +
      '&sessionId=s1&advertising_id=ad-9&product_id=12&orderId=34&utm_tag=promo';
    expect(readCommonParams(search)).toEqual({
      appVersion: '2.3.1',
      deviceName: 'Redmi Note 12',
      deviceId: 'abc-123',
      osVersion: '13',
      sessionId: 's1',
      advertisingId: 'ad-9',
    });
  });

  it('prefers the camelCase value when both spellings are present', () => {
    expect(readCommonParams('session_id=1&sessionId=2')).toEqual({ sessionId: '2' });
  });

  it('treats empty values as absent', () => {
    expect(readCommonParams('?sessionId=&device_id=')).toEqual({});
  });

  it("lists exactly the six device and session keys: a screen's own ids are not common params", () => {
    expect(COMMON_PARAM_KEYS).toEqual([
      'appVersion',
      'deviceName',
      'deviceId',
      'osVersion',
      'sessionId',
      'advertisingId',
    ]);
    expect(readCommonParams('?productId=P1&order_id=O1&sessionId=s1')).toEqual({ sessionId: 's1' });
  });
});

describe('mirrorQuery', () => {
  it('mirrors every twin-able key both ways and keeps the rest', () => {
    expect(mirrorQuery('?product_id=12&orderId=34&links_id=7&source=loanDetail')).toEqual({
      product_id: '12',
      productId: '12',
      orderId: '34',
      order_id: '34',
      links_id: '7',
      linksId: '7',
      source: 'loanDetail',
    });
  });

  it('never overwrites a key the query carries itself, and keeps the first of repeated keys', () => {
    expect(mirrorQuery('product_id=1&productId=2&productId=3')).toEqual({ product_id: '1', productId: '2' });
  });

  it('keeps __proto__ as an ordinary key', () => {
    const query = mirrorQuery('__proto__=x&a=1');
    expect(query.__proto__).toBe('x');
    expect(query.a).toBe('1');
  });

  it('has twins that convert back to the original key', () => {
    const camel = fc.stringMatching(/^[a-z][a-z0-9]{0,5}(?:[A-Z][a-z0-9]{0,5}){1,3}$/);
    const snake = fc.stringMatching(/^[a-z][a-z0-9]{0,5}(?:_[a-z][a-z0-9]{0,5}){1,3}$/);
    fc.assert(
      fc.property(fc.oneof(camel, snake), (key) => {
        const twin = twinKey(key);
        expect(twin).not.toBeNull();
        expect(twinKey(twin as string)).toBe(key);
      }),
    );
  });

  it('gives no twin to keys that would not convert back', () => {
    expect(twinKey('order_2')).toBeNull();
    expect(twinKey('_id')).toBeNull();
    expect(twinKey('Product_id')).toBeNull();
    expect(twinKey('source')).toBeNull();
  });
});

describe('createCommonParamStore', () => {
  it('keeps entry params for a later page of the session that has no query', () => {
    const storage = memoryStorage();
    createCommonParamStore(storage, '?session_id=s1&deviceId=d1');
    const laterPage = createCommonParamStore(storage, '');
    expect(laterPage.get()).toEqual({ sessionId: 's1', deviceId: 'd1' });
  });

  it('lets a new URL override stored values and keeps the others', () => {
    const storage = memoryStorage();
    const store = createCommonParamStore(storage, '?sessionId=s1&deviceId=1');
    expect(store.update('?device_id=2')).toEqual({ sessionId: 's1', deviceId: '2' });
    expect(JSON.parse(storage.data.get(COMMON_PARAMS_STORAGE_KEY) ?? '')).toEqual({ sessionId: 's1', deviceId: '2' });
  });

  it('recomputes from storage written by someone else', () => {
    const storage = memoryStorage();
    const store = createCommonParamStore(storage, '?sessionId=s1');
    storage.setItem(COMMON_PARAMS_STORAGE_KEY, JSON.stringify({ sessionId: 's2', deviceId: 'd2', other: 'x' }));
    expect(store.recompute()).toEqual({ sessionId: 's2', deviceId: 'd2' });
    expect(store.get()).toEqual({ sessionId: 's2', deviceId: 'd2' });
  });

  it.each(['{not json', '[1,2]', '"text"', 'null', '{"sessionId":42,"deviceId":"d"}'])(
    'ignores corrupt stored value %s',
    (stored) => {
      const storage = memoryStorage({ [COMMON_PARAMS_STORAGE_KEY]: stored });
      const store = createCommonParamStore(storage, '?osVersion=14');
      expect(store.get()).toEqual(
        stored.includes('deviceId') ? { deviceId: 'd', osVersion: '14' } : { osVersion: '14' },
      );
      expect(() => store.recompute()).not.toThrow();
    },
  );

  it('clears memory and storage', () => {
    const storage = memoryStorage();
    const store = createCommonParamStore(storage, '?sessionId=s1');
    store.clear();
    expect(store.get()).toEqual({});
    expect(storage.data.has(COMMON_PARAMS_STORAGE_KEY)).toBe(false);
    expect(createCommonParamStore(storage, '').get()).toEqual({});
  });

  it('works in memory without storage', () => {
    const store = createCommonParamStore(null, '?sessionId=s1');
    store.update('?deviceId=d1');
    expect(store.recompute()).toEqual({ sessionId: 's1', deviceId: 'd1' });
  });

  it('never throws when storage itself throws', () => {
    const store = createCommonParamStore(throwingStorage, '?sessionId=s1');
    expect(store.update('?deviceId=d1')).toEqual({ sessionId: 's1', deviceId: 'd1' });
    expect(store.recompute()).toEqual({});
    expect(() => store.clear()).not.toThrow();
  });

  it('hands out copies that cannot change the store', () => {
    const store = createCommonParamStore(null, '?sessionId=s1');
    const copy = store.get();
    copy.sessionId = 'tampered';
    expect(store.get()).toEqual({ sessionId: 's1' });
  });
});

describe('appendCommonParams', () => {
  const params = { sessionId: 's1', appVersion: '12', deviceId: 'd1' };

  afterEach(() => {
    vi.restoreAllMocks();
  });

  // Params follow COMMON_PARAM_KEYS order, so the same session always yields the same URL.
  it('adds params to same-origin, relative and allowed-origin URLs', () => {
    expect(appendCommonParams('/repay?orderId=3', params, options)).toBe(
      'https://h5.pesonow.ph/repay?orderId=3&appVersion=12&deviceId=d1&sessionId=s1',
    );
    expect(appendCommonParams('https://pay.pesonow.ph/pay#top', params, options)).toBe(
      'https://pay.pesonow.ph/pay?appVersion=12&deviceId=d1&sessionId=s1#top',
    );
  });

  it('lets params already in the URL win, under either spelling', () => {
    expect(appendCommonParams('/repay?app_version=99&sessionId=mine', params, options)).toBe(
      'https://h5.pesonow.ph/repay?app_version=99&sessionId=mine&deviceId=d1',
    );
  });

  it.each(['https://evil.com/collect', 'lendapp://openWebview?url=x', '//evil.com', 'javascript:alert(1)'])(
    'returns %s unchanged, without session ids',
    (url) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(appendCommonParams(url, params, options)).toBe(url);
    },
  );

  it('skips empty values and keys that are not common params', () => {
    const loose = { sessionId: '', deviceId: 'd1', token: 'secret' } as Record<string, string>;
    expect(appendCommonParams('/x', loose, options)).toBe('https://h5.pesonow.ph/x?deviceId=d1');
    expect(appendCommonParams('mailto:help@pesonow.ph', loose, options)).toBe('mailto:help@pesonow.ph');
  });
});

describe('the common params leave the address bar once read', () => {
  it('keeps the page, its own query and the hash, and drops every common param under either spelling', () => {
    expect(
      withoutCommonParams('https://h5.pesonow.ph/loanDetail?productId=P1&session_id=S&deviceId=D&orderId=O#x'),
    ).toBe('https://h5.pesonow.ph/loanDetail?productId=P1&orderId=O#x');
    expect(withoutCommonParams('https://h5.pesonow.ph/a?b=1')).toBe('https://h5.pesonow.ph/a?b=1');
  });

  it('reads the params, then replaces the history entry with the clean address', () => {
    const replaced: string[] = [];
    const win = {
      location: {
        search: '?orderId=O1&sessionId=S-1&app_version=3',
        href: 'https://h5.pesonow.ph/loanDetail?orderId=O1&sessionId=S-1&app_version=3',
      },
      history: { state: null, replaceState: (_state: unknown, _title: string, url: string) => void replaced.push(url) },
    } as unknown as Window;
    const store = readEntryCommonParams(memoryStorage(), win);
    expect(store.get()).toEqual({ sessionId: 'S-1', appVersion: '3' });
    expect(replaced).toEqual(['https://h5.pesonow.ph/loanDetail?orderId=O1']);
  });
});

describe('bidi controls in the query', () => {
  it('are removed from query values a page may show', () => {
    expect(mirrorQuery('?payCode=%E2%80%AE4321%E2%80%AC&repayAmount=1%E2%81%A700')).toMatchObject({
      payCode: '4321',
      repayAmount: '100',
    });
  });
});
