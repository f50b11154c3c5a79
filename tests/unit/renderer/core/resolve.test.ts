// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isTrue, resolveEach, resolveNode, sameValue } from '../../../../renderer/core/resolve';
import { createParsingExprEngine } from '../../../../expr';
import type { NodeDefinition } from '../../../../schemas/generated/types';

const expr = createParsingExprEngine();

const scope = {
  query: { orderId: 'O1' },
  device: {},
  env: {},
  data: { loan: { orderStatus: 174, isDelay: '1', rows: [{ text: 'A', value: '1' }] } },
  state: {},
};

describe('resolveNode (state -> finished widget props, no React)', () => {
  it('resolves bindings and templates inside props, deeply', () => {
    const node = {
      type: 'Text',
      props: { text: 'Order {{ query.orderId }}', extra: { rows: '{{ data.loan.rows }}' } },
    } as unknown as NodeDefinition;
    expect(resolveNode(expr, node, scope)).toEqual({
      visible: true,
      props: { text: 'Order O1', extra: { rows: [{ text: 'A', value: '1' }] } },
    });
  });

  it('hides a node whose condition is false, and one whose condition fails to evaluate (fail closed)', () => {
    const hidden = {
      type: 'Text',
      visible: '{{ data.loan.orderStatus == 200 }}',
      props: { text: 'x' },
    } as NodeDefinition;
    const broken = { type: 'Text', visible: '{{ nosuchscope.x }}', props: { text: 'x' } } as NodeDefinition;
    expect(resolveNode(expr, hidden, scope).visible).toBe(false);
    expect(resolveNode(expr, broken, scope).visible).toBe(false);
  });

  it("compares the server's string flags with numbers ('1' == 1)", () => {
    expect(isTrue(expr, '{{ data.loan.isDelay == 1 }}', scope)).toBe(true);
  });
});

describe('resolveEach', () => {
  it('gives one entry per item with keys from the key template', () => {
    const node = { type: 'Text', each: '{{ data.loan.rows }}', key: '{{ item.text }}' } as NodeDefinition;
    expect(resolveEach(expr, node, scope)).toEqual([{ key: 'A', item: { text: 'A', value: '1' }, index: 0 }]);
  });

  it('renders nothing when the list is not loaded yet', () => {
    const node = { type: 'Text', each: '{{ data.missing.list }}' } as NodeDefinition;
    expect(resolveEach(expr, node, scope)).toEqual([]);
  });
});

describe('sameValue', () => {
  it('is structural for JSON-like values', () => {
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
  });
});
