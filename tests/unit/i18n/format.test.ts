// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { compileCatalogue } from '../../../build/vite-plugin-messages.mjs';
import { createMessages, loadIntl, needsIntl } from '../../../renderer/i18n/format';

const fil = compileCatalogue({
  'test.days': '{count, plural, one {# araw} other {# na araw}}',
  'test.due': 'Babayaran: {amount}',
  'test.plain': 'Susunod',
});

describe('formatting compiled messages', () => {
  it('keeps a message without placeholders as plain text (nothing to format at run time)', () => {
    expect(fil['test.plain']).toBe('Susunod');
    expect(Array.isArray(fil['test.due'])).toBe(true);
  });

  it('fills placeholders with the values as given (money stays as the page formatted it)', () => {
    expect(createMessages('fil', fil).format('test.due', { amount: '₱1.234,50' })).toBe('Babayaran: ₱1.234,50');
  });

  it('fetches intl-messageformat only for catalogues that need it (a plural), not for placeholders alone', () => {
    expect(needsIntl(compileCatalogue({ 'test.due': 'Babayaran: {amount}', 'test.plain': 'Susunod' }))).toBe(false);
    expect(needsIntl(fil)).toBe(true);
  });

  it('shows a number in a plain placeholder as written (an order number gains no separators); {n, number} formats it', async () => {
    const catalogue = compileCatalogue({ 'test.order': 'Order {id}', 'test.count': '{n, number} items' });
    expect(needsIntl(catalogue)).toBe(true);
    await loadIntl();
    const messages = createMessages('en', catalogue);
    expect(messages.format('test.order', { id: 20261234 })).toBe('Order 20261234');
    expect(messages.format('test.count', { n: 1234 })).toBe('1,234 items');
  });

  it('chooses plurals by CLDR fil rules: one for 1, 2, 3, 5, 10, 21; other for 4, 6, 9, 14, 19', async () => {
    await loadIntl();
    const messages = createMessages('fil', fil);
    const days = (count: number) => messages.format('test.days', { count });
    expect([1, 2, 3, 5, 10, 21].map(days)).toEqual(['1 araw', '2 araw', '3 araw', '5 araw', '10 araw', '21 araw']);
    expect([4, 6, 9, 14, 19].map(days)).toEqual(['4 na araw', '6 na araw', '9 na araw', '14 na araw', '19 na araw']);
  });

  it('falls back to English for a key the locale lacks, and shows an unknown key as written, telling each once', () => {
    const report = vi.fn();
    const messages = createMessages('fil', fil, {
      fallback: { locale: 'en', catalogue: compileCatalogue({ 'test.only': 'Only in English' }) },
      report,
    });
    expect(messages.format('test.only', {})).toBe('Only in English');
    expect(messages.format('test.none', {})).toBe('test.none');
    messages.format('test.none', {});
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('refuses a catalogue entry that is not an ICU message when it is built', () => {
    expect(() => compileCatalogue({ 'test.bad': 'Open {brace' }, 'fil.json')).toThrow(
      /fil.json: "test.bad" is not an ICU message/,
    );
  });
});
