import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../support/fakeServices';
import {
  initialState,
  labFileText,
  loadStored,
  readLabFile,
  readLabState,
  store,
  type LabState,
} from '../../../lab/state/labState';
import { calledEndpoints, overrideOf } from '../../../lab/state/scenarios';

const state: LabState = {
  ...initialState('{"title":"T","regions":[]}'),
  device: { ...initialState('').device, deviceId: 'D-9' },
  scenarios: {
    loanDetails: { mode: 'fault', fault: 'abort' },
    eventSave: { mode: 'failure', code: '500', message: 'Busy' },
  },
  width: 320,
};

describe('lab state', () => {
  it('a lab file reads back to the same state, and saves byte for byte the same', () => {
    const text = labFileText(state);
    expect(readLabFile(text)).toEqual(state);
    expect(labFileText(readLabFile(text)!)).toBe(text);
  });

  it('a page definition or other JSON is not a lab file', () => {
    expect(readLabFile('{"title":"T","regions":[]}')).toBeNull();
    expect(readLabFile('not json')).toBeNull();
  });

  it('survives storage, and bad stored values are refused rather than half used', () => {
    const storage = memoryStorage();
    store(storage, state);
    expect(loadStored(storage)).toEqual(state);
    storage.setItem('page-lab', '{"text": 5}');
    expect(loadStored(storage)).toBeNull();
  });

  it('drops malformed scenarios and unknown widths, keeps the rest', () => {
    const read = readLabState({
      ...state,
      width: 999,
      scenarios: { a: { mode: 'fault', fault: 'explode' }, b: { mode: 'delay', delayMs: 1500.4 }, c: 'x' },
    });
    expect(read?.width).toBe(390);
    expect(read?.scenarios).toEqual({ b: { mode: 'delay', delayMs: 1500 } });
  });
});

describe('server scenarios', () => {
  it('lists the endpoints a page calls, nested chains included, once each', () => {
    const page = {
      onLoad: [{ do: 'call', endpoint: 'loanDetails', onSuccess: [{ do: 'call', endpoint: 'eventSave' }] }],
      chains: { x: [{ do: 'call', endpoint: 'loanDetails' }] },
    };
    expect(calledEndpoints(page)).toEqual(['loanDetails', 'eventSave']);
  });

  it('an edited body is checked against the endpoint response schema before it is sent', () => {
    expect(
      overrideOf('contactKfInfo', { mode: 'body', body: '{"code":"00","message":"","data":{"email":5}}' }),
    ).toEqual({
      error: expect.stringMatching(/^contactKfInfo: the edited body does not fit the response schema \(data/),
    });
    expect(
      overrideOf('contactKfInfo', {
        mode: 'body',
        body: '{"code":"00","message":"","data":{"email":"help@pesonow.ph","smWa":""}}',
      }),
    ).toMatchObject({ endpoint: 'contactKfInfo' });
  });

  it('turns each scenario into the sandbox override of contracts.md', () => {
    expect(overrideOf('loanDetails', { mode: 'fixture' })).toBeNull();
    expect(overrideOf('loanDetails', { mode: 'failure', code: '1001', message: 'No order' })).toEqual({
      endpoint: 'loanDetails',
      body: { code: 1001, message: 'No order', data: null },
    });
    expect(overrideOf('cardInit', { mode: 'failure', code: '01', message: 'x' })).toMatchObject({
      body: { code: '01' },
    });
    expect(overrideOf('cardInit', { mode: 'failure', code: 'E1', message: 'x' })).toMatchObject({
      body: { code: 'E1' },
    });
    expect(overrideOf('loanDetails', { mode: 'delay', delayMs: 2000 })).toEqual({
      endpoint: 'loanDetails',
      delayMs: 2000,
    });
    expect(overrideOf('loanDetails', { mode: 'fault', fault: 'hang' })).toEqual({
      endpoint: 'loanDetails',
      fault: 'hang',
    });
    expect(overrideOf('loanDetails', { mode: 'body', body: '{"code":1001,"message":"No","data":null}' })).toEqual({
      endpoint: 'loanDetails',
      body: { code: 1001, message: 'No', data: null },
    });
    expect(overrideOf('loanDetails', { mode: 'body', body: '{' })).toMatchObject({
      error: expect.stringMatching(/^loanDetails: the edited body is not JSON/),
    });
  });
});
