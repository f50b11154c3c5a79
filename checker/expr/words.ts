// Words written inside an expression: `{{ present(data.x, 'Register') }}` in a button's label shows "Register" to a
// Filipino reader as it does to an English one. A quoted text is words when it can be what the expression shows (the
// whole value, a branch of `?:`, an operand of `||`/`&&`/`??` or of a `+` that joins text, an item of a list shown as
// text, an argument a function hands back: present, coalesce, str, lower, upper, trim, first, last, slice, concat,
// join) and it holds a letter. A text compared or looked up (`status == 'success'`, `find(x, 'value', 1)`), a key or a
// flag is a code, never words; so is punctuation between values (`' · '`).
import { expressionTrees } from './reads';
import type { ExprNode } from '../../expr/types';

/** Library functions whose result is one of these arguments (or made from them), by argument position. */
const SHOWN_ARGUMENTS: Readonly<Record<string, 'all' | readonly number[]>> = {
  present: 'all',
  coalesce: 'all',
  concat: 'all',
  str: [0],
  lower: [0],
  upper: [0],
  trim: [0],
  first: [0],
  last: [0],
  slice: [0],
  join: [0],
};

const LETTER = /\p{L}/u;

export interface WordLiteral {
  text: string;
  /** Offset of the literal in the expression string (for placing the problem at it). */
  at: number;
}

function collect(node: ExprNode, shown: boolean, out: WordLiteral[]): void {
  switch (node.type) {
    case 'literal':
      if (shown && typeof node.value === 'string' && LETTER.test(node.value))
        out.push({ text: node.value, at: node.at });
      return;
    case 'root':
      return;
    case 'member':
      collect(node.object, false, out);
      if (typeof node.key !== 'string') collect(node.key, false, out);
      return;
    case 'call': {
      const passed = Object.hasOwn(SHOWN_ARGUMENTS, node.name) ? SHOWN_ARGUMENTS[node.name] : [];
      node.args.forEach((arg, index) => collect(arg, shown && (passed === 'all' || passed.includes(index)), out));
      return;
    }
    case 'unary':
      collect(node.argument, false, out);
      return;
    case 'binary':
      collect(node.left, shown && node.operator === '+', out);
      collect(node.right, shown && node.operator === '+', out);
      return;
    case 'logical':
      collect(node.left, shown, out);
      collect(node.right, shown, out);
      return;
    case 'conditional':
      collect(node.test, false, out);
      collect(node.consequent, shown, out);
      collect(node.alternate, shown, out);
      return;
    case 'array':
      node.elements.forEach((element) => collect(element, shown, out));
  }
}

const cache = new Map<string, WordLiteral[]>();

/** The quoted texts a binding or template may show that hold a letter (none for a literal or a broken expression). */
export function wordsInExpression(text: string): WordLiteral[] {
  let found = cache.get(text);
  if (!found) {
    found = [];
    for (const tree of expressionTrees(text)) collect(tree, true, found);
    cache.set(text, found);
  }
  return found;
}
