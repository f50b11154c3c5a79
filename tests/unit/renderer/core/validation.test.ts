// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstFailure } from '../../../../renderer/core/validation';
import { createParsingExprEngine } from '../../../../expr';

const expr = createParsingExprEngine();

const base = { query: {}, device: {}, env: {}, data: {}, state: {} };

describe('validation rules', () => {
  it('required treats blank text and empty lists as missing', () => {
    const rules = [
      { rule: 'required' as const, value: '{{ state.text }}', message: 'Please fill in your comments and suggestions' },
    ];
    expect(firstFailure(expr, rules, { ...base, state: { text: '   ' } })).toBe(
      'Please fill in your comments and suggestions',
    );
    expect(firstFailure(expr, rules, { ...base, state: { text: 'ok' } })).toBeNull();
  });

  it('maxLength, minLength and pattern', () => {
    const rules = [
      { rule: 'minLength' as const, value: '{{ state.code }}', limit: 6, message: 'too short' },
      { rule: 'maxLength' as const, value: '{{ state.code }}', limit: 8, message: 'too long' },
      { rule: 'pattern' as const, value: '{{ state.code }}', pattern: '\\d+', message: 'digits only' },
    ];
    expect(firstFailure(expr, rules, { ...base, state: { code: '123' } })).toBe('too short');
    expect(firstFailure(expr, rules, { ...base, state: { code: '123456789' } })).toBe('too long');
    expect(firstFailure(expr, rules, { ...base, state: { code: '12345a' } })).toBe('digits only');
    expect(firstFailure(expr, rules, { ...base, state: { code: '123456' } })).toBeNull();
  });

  it('a pattern that does not compile fails its rule, showing its message, rather than breaking the chain', () => {
    const rules = [{ rule: 'pattern' as const, value: '{{ state.code }}', pattern: '([a-z', message: 'Letters only' }];
    expect(firstFailure(expr, rules, { ...base, state: { code: 'abc' } })).toBe('Letters only');
  });

  it('each checks every item and names the failing one in its message', () => {
    const rules = [
      {
        rule: 'required' as const,
        each: '{{ state.items }}',
        value: '{{ state.values[item.code] }}',
        message: 'Please fill in {{ item.title }}',
      },
    ];
    const scope = {
      ...base,
      state: {
        items: [
          { code: 'a', title: 'Name' },
          { code: 'b', title: 'Account number' },
        ],
        values: { a: 'Juan' },
      },
    };
    expect(firstFailure(expr, rules, scope)).toBe('Please fill in Account number');
  });
});
