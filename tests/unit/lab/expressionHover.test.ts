// Hovering a path in an expression shows its type as the page checker reads it, from the contract and the page.
import { describe, expect, it } from 'vitest';
import { EditorState } from '@codemirror/state';
import { json } from '@codemirror/lang-json';
import { expressionHoverAt, valueOffsets } from '../../../lab/editor/expressionHover';

const FILE = 'pages/loanDetail.json';
const page = {
  title: 'T',
  state: { step: 'choose' },
  onLoad: [
    {
      do: 'call',
      endpoint: 'loanDetails',
      params: { productId: '{{ query.productId }}', orderId: '{{ query.orderId }}' },
      as: 'loan',
      quiet: true,
    },
  ],
  regions: [
    {
      name: 'main',
      children: [
        {
          type: 'Text',
          visible: "{{ data.loan.isDelay == '1' }}",
          props: { text: 'Say "{{ data.loan.orderStatus }}"' },
        },
        { type: 'Text', each: '{{ data.loan.recProducts }}', props: { text: '{{ item.isClick }} {{ state.step }}' } },
      ],
    },
  ],
};
const doc = JSON.stringify(page, null, 2);
const state = EditorState.create({ doc, extensions: [json()] });

/** The hover with the pointer on the `nth` occurrence of `word` in the document. */
const hoverOn = (word: string, nth = 0) => {
  let at = -1;
  for (let i = 0; i <= nth; i += 1) at = doc.indexOf(word, at + 1);
  const hover = expressionHoverAt(state, at + 1, FILE);
  return hover && { ...hover, covers: doc.slice(hover.from, hover.to) };
};

describe('expression type on hover', () => {
  it("shows an enum field of a call's answer with the values the contract allows", () => {
    expect(hoverOn('isDelay')).toEqual(
      expect.objectContaining({ text: 'data.loan.isDelay: "0" | "1"', covers: 'data.loan.isDelay' }),
    );
  });

  it('shows a number field inside a string with escaped quotes, covering just the path', () => {
    expect(hoverOn('orderStatus')).toEqual(
      expect.objectContaining({ text: 'data.loan.orderStatus: number', covers: 'data.loan.orderStatus' }),
    );
  });

  it('names the object an inner name stands for, with its fields', () => {
    expect(hoverOn('loan.isDelay')?.text).toBe(
      'data.loan: {orderStatus: number, noticeStatusText: text, noticeDesText: text, recProducts: list of {…}, …}',
    );
  });

  it('types item from the list its each repeats, and state from its values', () => {
    expect(hoverOn('item.isClick')?.text).toBe('item: {logo: text, name: text, buttonText: text, isClick: 0 | 1, …}');
    expect(hoverOn('isClick')?.text).toBe('item.isClick: 0 | 1');
    expect(hoverOn('recProducts')?.text).toBe(
      'data.loan.recProducts: list of {logo: text, name: text, buttonText: text, isClick: 0 | 1, …}',
    );
    expect(hoverOn('state.step')?.text).toBe(
      'state: {step: "choose", route: {key: text, title: text}, calls: {loan: {…} | nothing}}',
    );
    expect(hoverOn('step }}')?.text).toBe('state.step: "choose"');
  });

  it("on a function shows its signature, result and description; on a name that does not exist, the mark's words", () => {
    const withCalls = {
      ...page,
      regions: [
        {
          name: 'main',
          children: [{ type: 'Text', visible: "{{ includes(['1'], data.loan.isDelya) }}", props: { text: 'x' } }],
        },
      ],
    };
    const text = JSON.stringify(withCalls, null, 2);
    const on = (word: string) => {
      const hover = expressionHoverAt(
        EditorState.create({ doc: text, extensions: [json()] }),
        text.indexOf(word) + 1,
        FILE,
      );
      return hover?.text;
    };
    expect(on('includes')).toBe(
      'includes(list, value): true or false — Whether a list holds the value (compared as `==`, so 1 matches "1") or a text contains it.',
    );
    expect(on('isDelya')).toMatch(
      /^data\.loan\.isDelya: expected a field of loanDetails' response such as isDelay.*, found isDelya .* — did you mean "isDelay"\?$/,
    );
  });

  it('shows nothing outside a path: on an operator, on plain text, on a member name', () => {
    expect(hoverOn("== '1'")).toBeNull();
    expect(hoverOn('Say')).toBeNull();
    expect(hoverOn('"visible"')).toBeNull();
  });

  it('maps a JSON string literal to its value, escapes counting as one character', () => {
    expect(valueOffsets('"a\\"b\\u0041"')).toEqual([1, 2, 4, 5, 11]);
  });
});
