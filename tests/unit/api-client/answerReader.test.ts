// @vitest-environment node
// The tolerant answer reader: what a loosely typed server sends is coerced, kept or left out field by field, and every
// deviation is one drift record with a type, never a value.
import { beforeAll, describe, expect, it } from 'vitest';
import { readAnswer, type ReaderSchema } from '../../../api/answer-reader';
import { loadReaderSchema } from '../../../api/client-read';
import { DEFAULT_LOAN_DETAILS } from '../../../sandbox/fixtures/loanDetails';

const sampleLoan = () => structuredClone(DEFAULT_LOAN_DETAILS);

let cardInit: ReaderSchema;
let loanDetails: ReaderSchema;
beforeAll(async () => {
  cardInit = (await loadReaderSchema('cardInit'))!;
  loanDetails = (await loadReaderSchema('loanDetails'))!;
});

const item = {
  code: 'bankCardNo',
  cate: 'txt',
  title: 'Card number',
  subtitle: '',
  value: '',
  note: [],
  inputType: 'number',
  cardTypeMi: 1,
};
const read = (schema: ReaderSchema, data: unknown) => readAnswer('test', schema, data);

describe('lossless coercions', () => {
  it('reads numbers sent as text and text sent as numbers, and says so once per field', () => {
    const outcome = read(cardInit, { items: [{ ...item, cardTypeMi: '1', value: 12345 }] });
    expect(outcome.usable).toBe(true);
    expect(outcome.data).toEqual({ items: [{ ...item, cardTypeMi: 1, value: '12345' }] });
    expect(outcome.drift).toEqual([
      {
        type: 'drift',
        endpoint: 'test',
        pointer: '/items/0/value',
        expected: 'text',
        found: 'number',
        action: 'coerced',
      },
      {
        type: 'drift',
        endpoint: 'test',
        pointer: '/items/0/cardTypeMi',
        expected: 'one of 0, 1, 2',
        found: 'string',
        action: 'coerced',
      },
    ]);
  });

  it("reads '1' and 1 alike for a flag documented either way, and true as 1", () => {
    const outcome = read(loanDetails, { ...sampleLoan(), isDelay: 1, cardNeedPop: true });
    expect(outcome.data).toMatchObject({ isDelay: '1', cardNeedPop: 1 });
    expect(outcome.drift.map((d) => d.action)).toEqual(['coerced', 'coerced']);
  });

  it('reads a PHP-style {"0": a, "1": b} as the list it is', () => {
    const outcome = read({ type: 'array', items: { type: 'string' } }, { 0: 'a', 1: 'b' });
    expect(outcome.data).toEqual(['a', 'b']);
    expect(outcome.drift[0]).toMatchObject({ expected: 'list', found: 'object', action: 'coerced' });
  });

  it('leaves an answer as documented untouched and reports nothing, extra fields included', () => {
    const data = { ...sampleLoan(), somethingNew: { deep: [1] } };
    const outcome = read(loanDetails, data);
    expect(outcome).toEqual({ usable: true, data, drift: [], dropped: [] });
  });
});

describe('what cannot be coerced', () => {
  it('keeps an unknown flag or enum value for the page\'s "otherwise" path', () => {
    const outcome = read(cardInit, { items: [{ ...item, inputType: '', cate: 'password', cardTypeMi: 7 }] });
    expect(outcome.data).toEqual({ items: [{ ...item, inputType: '', cate: 'password', cardTypeMi: 7 }] });
    expect(outcome.drift.map((d) => [d.pointer, d.action])).toEqual([
      ['/items/0/cate', 'kept'],
      ['/items/0/inputType', 'kept'],
      ['/items/0/cardTypeMi', 'kept'],
    ]);
  });

  it('keeps text where an amount belongs as the server wrote it, never a guessed number', () => {
    const outcome = read(
      { type: 'object', properties: { repayAmount: { type: 'integer' } } },
      { repayAmount: '₱845.50' },
    );
    expect(outcome.data).toEqual({ repayAmount: '₱845.50' });
    expect(outcome.drift[0]).toMatchObject({ expected: 'whole number', found: 'string', action: 'kept' });
  });

  it('reads null, a missing field and an empty string for a number as absent', () => {
    const schema: ReaderSchema = {
      type: 'object',
      required: ['a', 'b', 'c'],
      properties: { a: { type: 'string' }, b: { type: 'number' }, c: { type: 'integer' } },
    };
    const outcome = read(schema, { a: null, c: ' ' });
    expect(outcome.data).toEqual({});
    expect(outcome.drift.map((d) => [d.pointer, d.found, d.action])).toEqual([
      ['/b', 'missing', 'absent'],
      ['/a', 'null', 'absent'],
      ['/c', 'empty text', 'absent'],
    ]);
  });

  it('leaves out a value of the wrong kind: an object for text costs that field, a broken row costs that row', () => {
    const rows = {
      type: 'array',
      items: { type: 'object', required: ['text'], properties: { text: { type: 'string' } } },
    } as const;
    const schema: ReaderSchema = { type: 'object', properties: { title: { type: 'string' }, rows } };
    const outcome = read(schema, { title: { en: 'Hi' }, rows: [{ text: 'one' }, 'two', { text: 'three' }] });
    expect(outcome.data).toEqual({ rows: [{ text: 'one' }, { text: 'three' }] });
    expect(outcome.dropped).toEqual(['/title', '/rows/1']);
    expect(outcome.usable).toBe(true);
  });

  it('a list that lost every row is left out as a whole, so no page reads it as an empty list', () => {
    const rows = {
      type: 'array',
      items: { type: 'object', required: ['text'], properties: { text: { type: 'string' } } },
    };
    const schema = { type: 'object', properties: { rows } } as ReaderSchema;
    expect(read(schema, { rows: ['one', { text: {} }] }).dropped).toEqual([
      '/rows/0',
      '/rows/1/text',
      '/rows/1',
      '/rows',
    ]);
    expect(read(schema, { rows: [] }).dropped).toEqual([]);
    expect(read(schema, { rows: ['one', { text: 'two' }] }).dropped).toEqual(['/rows/0']);
  });

  it('a list that is not a list is left out alone; data that is not of its kind is unusable', () => {
    expect(read(cardInit, { items: 'none' })).toMatchObject({ usable: true, data: {}, dropped: ['/items'] });
    expect(read(cardInit, ['x'])).toMatchObject({ usable: false, dropped: ['/'] });
  });

  it('reports a broken documented limit but keeps the value', () => {
    const outcome = read(cardInit, { items: [] });
    expect(outcome.data).toEqual({ items: [] });
    expect(outcome.drift).toEqual([
      {
        type: 'drift',
        endpoint: 'test',
        pointer: '/items',
        expected: 'a list of at least 1',
        found: 'array',
        action: 'kept',
      },
    ]);
  });

  it('never puts a value in a drift record', () => {
    const secret = '09171234567-SECRET';
    const outcome = read(loanDetails, { ...sampleLoan(), orderStatus: secret, telephone: { secret }, isScore: secret });
    expect(JSON.stringify(outcome.drift)).not.toContain('SECRET');
    expect(JSON.stringify(outcome.drift)).not.toContain('0917');
  });
});
