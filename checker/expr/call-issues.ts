// A library call refused by its function's one definition (expr/signature.ts), in words an operator can act
// on: the signature, which argument, what it takes and what was given, and what to write. Two arguments given the
// other way round (`includes(data.loan.orderStatus, [174, 180])`) come with a fix that swaps them.
import type { ExprNode } from '../../expr/types';
import { aboutFunction } from '../../expr/functions';
import { startOf } from '../../expr/tree';
import { paramAt } from '../../expr/signature';
import { kindPhrase, ordinal, signatureText } from '../../expr/signature-text';
import { kindOfValue, mismatches, neverFits } from './signatures';
import { isListed, type AbstractValue } from '../types/values';
import { sourceOf } from '../types/describe';
import type { Finding, FindingFix } from '../problem';

type Call = Extract<ExprNode, { type: 'call' }>;

/** An argument of a call that can never be of the kind its parameter takes (expr/infer.ts notes it). */
export interface ArgumentIssue {
  kind: 'argument';
  node: Call;
  index: number;
  args: readonly AbstractValue[];
}

/** The argument issues of one call, given what its arguments can be. */
export function argumentIssues(node: Call, args: readonly AbstractValue[]): ArgumentIssue[] {
  const about = aboutFunction(node.name);
  if (!about) return [];
  return mismatches(about.params, args).map(({ index }) => ({ kind: 'argument', node, index, args }));
}

/** Where an argument's text ends: at the comma or closing bracket that ends it, outside quotes and brackets. */
function argumentEnd(text: string, start: number): number {
  let depth = 0;
  let quote = '';
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth-- === 0) return trimmedEnd(text, start, i);
    else if (c === ',' && depth === 0) return trimmedEnd(text, start, i);
  }
  return text.length;
}

const trimmedEnd = (text: string, start: number, end: number) => start + text.slice(start, end).trimEnd().length;

/** Whether every value the argument can hold is of the kind (so swapping it in is certain to fit). */
const surelyFits = (value: AbstractValue, type: Parameters<typeof neverFits>[1]) =>
  !value.any && (isListed(value) ? value.values.length > 0 : true) && !neverFits(value, type);

/** The other argument that, swapped with this one, makes the whole call fit its signature. */
function swapPartner(issue: ArgumentIssue): number | undefined {
  const about = aboutFunction(issue.node.name);
  if (!about) return undefined;
  for (let other = 0; other < issue.args.length; other++) {
    if (other === issue.index) continue;
    const swapped = [...issue.args];
    [swapped[issue.index], swapped[other]] = [swapped[other], swapped[issue.index]];
    const param = paramAt(about.params, issue.index);
    if (param && surelyFits(swapped[issue.index], param.type) && !mismatches(about.params, swapped).length)
      return other;
  }
  return undefined;
}

/** The edit that swaps two arguments as written, and the call as it then reads. */
function swapFix(text: string, node: Call, a: number, b: number): { fix: FindingFix; written: string } {
  const written = node.args.map((arg) => text.slice(startOf(arg), argumentEnd(text, startOf(arg))));
  const [first, second] = a < b ? [a, b] : [b, a];
  const from = startOf(node.args[first]);
  const secondStart = startOf(node.args[second]);
  const to = secondStart + written[second].length;
  const between = text.slice(from + written[first].length, secondStart);
  [written[first], written[second]] = [written[second], written[first]];
  return {
    fix: { label: 'swap the two arguments', from, to, insert: `${written[first]}${between}${written[second]}` },
    written: `${node.name}(${written.join(', ')})`,
  };
}

/** The finding of one argument issue of the expression `text` at `pointer`, placed at the argument. */
export function argumentFinding(issue: ArgumentIssue, text: string, pointer: string): Finding {
  const { node, index, args } = issue;
  const about = aboutFunction(node.name)!;
  const param = paramAt(about.params, index)!;
  const signature = signatureText(node.name, about.params);
  const argument = node.args[index];
  const partner = swapPartner(issue);
  const swap = partner === undefined ? undefined : swapFix(text, node, index, partner);
  const example = about.examples[0]?.expr;
  return {
    code: 'expr-arguments',
    pointer,
    exprOffset: startOf(argument),
    expected: `${signature}: ${ordinal(index)} (${param.name}) is ${kindPhrase(param.type)}`,
    found: `${kindOfValue(args[index])} (${sourceOf(argument)})`,
    hint: swap
      ? `the arguments are the other way round: write ${swap.written}`
      : `give ${node.name} ${kindPhrase(param.type)} there${example ? `, as in ${example}` : ''}`,
    ...(swap ? { fix: swap.fix } : {}),
  };
}
