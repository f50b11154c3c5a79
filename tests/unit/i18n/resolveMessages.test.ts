// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../../build/vite-plugin-messages.mjs';
import { createMessages } from '../../../renderer/i18n/format';
import { resolveNode } from '../../../renderer/core/resolve';
import { createParsingExprEngine, MESSAGES_SCOPE_KEY } from '../../../expr';
import { firstFailure } from '../../../renderer/core/validation';

const expr = createParsingExprEngine();
const { resolveDeep } = expr;

const messages = createMessages(
  'fil',
  compileCatalogue({
    'test.next': 'Susunod',
    'test.due': 'Babayaran: {amount}',
    'common.asSent': '{text}',
    'common.tryAgain': 'Pakisubukan ulit.',
  }),
);
const scope = { data: { plan: { amount: '₱500.00' } }, state: { error: '' }, [MESSAGES_SCOPE_KEY]: messages };

describe('{ "$t": key } values', () => {
  it("resolve to the active catalogue's words in props, with placeholders from bindings", () => {
    const node = {
      type: 'Button',
      props: { label: { $t: 'test.next' }, hint: { $t: 'test.due', amount: '{{ data.plan.amount }}' } },
    } as never;
    expect(resolveNode(expr, node, scope).props).toEqual({ label: 'Susunod', hint: 'Babayaran: ₱500.00' });
  });

  it("resolve nested in lists (a tab label) and in action fields (a toast's message)", () => {
    expect(resolveDeep({ tabs: [{ label: { $t: 'test.next' } }] }, scope)).toEqual({ tabs: [{ label: 'Susunod' }] });
    expect(resolveDeep({ $t: 'test.due', amount: 'x' }, scope)).toBe('Babayaran: x');
  });

  it("take a key chosen by a binding, so server words show as sent and the fallback in the borrower's language", () => {
    const ref = { $t: "{{ present(state.error) ? 'common.asSent' : 'common.tryAgain' }}", text: '{{ state.error }}' };
    expect(resolveDeep(ref, scope)).toBe('Pakisubukan ulit.');
    expect(resolveDeep(ref, { ...scope, state: { error: 'Card already bound' } })).toBe('Card already bound');
  });

  it('show the key itself where no catalogue is in scope (a tool, a test without the app)', () => {
    expect(resolveDeep({ $t: 'test.next' }, { state: {} })).toBe('test.next');
  });

  it("serve as a validation rule's message", () => {
    const rules = [{ rule: 'required', value: '{{ state.error }}', message: { $t: 'common.tryAgain' } }] as never;
    expect(firstFailure(expr, rules, scope)).toBe('Pakisubukan ulit.');
  });
});
