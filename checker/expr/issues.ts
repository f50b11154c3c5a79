// What the checker proved about a comparison or a condition (expr/infer.ts), in words an operator can act on: what
// the field can hold, what the comparison does with it, and what to write instead.
import type { ExprNode } from '../../expr/types';
import { isMissing, looseEquals, toNumber } from '../../expr/values';
import { operatorAt, startOf } from '../../expr/tree';
import { readsScope, type Issue } from './infer';
import { finite, isListed, type AbstractValue } from '../types/values';
import { keyOf } from './keys';
import type { Known } from './infer';
import { describeValue, literalText, sourceOf } from '../types/describe';
import { closeName } from '../suggest';
import type { Finding } from '../problem';

type Comparison = Extract<ExprNode, { type: 'binary' }>;

/** The side a comparison asks about (the one read from the page) and the side it is compared with. */
function sidesOf(issue: Extract<Issue, { node: Comparison }>) {
  const { node, left, right } = issue;
  const leftReads = readsScope(node.left);
  const rightReads = readsScope(node.right);
  // With a literal on one side, the other side is the subject; with reads on both, the left one is.
  return !leftReads && rightReads
    ? { subject: node.right, value: right, other: node.left, swapped: true }
    : { subject: node.left, value: left, other: node.right, swapped: false };
}

/** The values of the subject that `==` finds equal to `literal` (`"1"` for 1; 180 for '180'). */
function looselyEqual(value: AbstractValue, literal: unknown): unknown[] {
  const found = value.values.filter((v) => looseEquals(v, literal));
  const number = toNumber(literal);
  if (value.number && number !== undefined) found.push(number);
  if (value.text && typeof literal === 'number') found.push(String(literal));
  return found;
}

function comparisonHint(issue: Extract<Issue, { node: Comparison }>): string | undefined {
  const { node } = issue;
  const { subject, value, other } = sidesOf(issue);
  if (other.type !== 'literal') return undefined;
  const literal = other.value;
  const written = sourceOf(subject);
  const strict = node.operator === '===' || node.operator === '!==';
  const [equal] = looselyEqual(value, literal);
  if (strict && equal !== undefined && typeof equal !== typeof literal)
    return `write ${written} ${node.operator} ${literalText(equal)}`;
  if (literal === null && (value.pending || value.values.includes(undefined)))
    return `null and nothing are not equal in page expressions: write ${written} ${node.operator} undefined`;
  if ((literal === 'true' || literal === 'false') && value.values.some((v) => typeof v === 'boolean'))
    return `true and false are not text: write ${written} ${node.operator} ${literal}`;
  const texts = value.values.filter((v): v is string => typeof v === 'string');
  const close = typeof literal === 'string' ? closeName(literal, texts) : undefined;
  if (close !== undefined) return `did you mean ${written} ${node.operator} ${literalText(close)}?`;
  const present = finite(value.values.filter((v) => !isMissing(v)));
  if (isListed(value) && present.values.length)
    return `compare with one of the values it can hold: ${describeValue(present)}`;
  if (value.number && !value.text) {
    const digits = typeof literal === 'string' ? toNumber(literal.replace(/[^\d.-]/g, '')) : undefined;
    return `compare it with a number, without quotes or a peso sign: ${written} ${node.operator} ${digits ?? 180}`;
  }
  return undefined;
}

/** For `a == 180 && a == 174`: the values tested before and this one, as one includes(). */
function severalValuesHint(issue: Extract<Issue, { node: Comparison }>): string | undefined {
  const { node, outcome } = issue;
  const { subject, value, other } = sidesOf(issue);
  if (other.type !== 'literal' || !isListed(value)) return undefined;
  const before = value.values.filter((v) => v !== undefined && v !== null);
  // Written as the values tested before it are: 200 beside 170 and 174, not '200'.
  const asNumber = toNumber(other.value);
  const added = before.every((v) => typeof v === 'number') && asNumber !== undefined ? asNumber : other.value;
  const tested = [...before, added];
  const list = `[${tested.map(literalText).join(', ')}]`;
  if (!outcome && (node.operator === '==' || node.operator === '==='))
    return `to test one of several values write {{ includes(${list}, ${sourceOf(subject)}) }}`;
  if (outcome && (node.operator === '!=' || node.operator === '!=='))
    return `to test that it is none of several values write {{ !includes(${list}, ${sourceOf(subject)}) }}`;
  return undefined;
}

const always = (outcome: boolean) => (outcome ? 'always true' : 'never true');

function conditionHint(node: ExprNode, value: AbstractValue): string {
  const texts = value.values.filter((v): v is string => typeof v === 'string' && v !== '');
  if (texts.length && texts.length === value.values.filter((v) => v !== undefined).length) {
    const pick = texts.includes('1') ? '1' : texts[texts.length - 1];
    return `text such as "0" counts as true: compare it, {{ ${sourceOf(node)} == ${literalText(pick)} }}`;
  }
  return 'a condition that never changes shows (or hides) the same for every borrower: test a value that changes';
}

/** A test the visible conditions around it decide, in words. */
const AROUND = {
  expected: 'a test the visible conditions of the nodes around it leave open',
  found: 'this is read only while the visible conditions around it hold, and there',
  hint: 'move the node out of the one whose visible condition rules this out, or change one of the two conditions',
};

/**
 * One proven issue of the expression `text` at `pointer`, as a finding placed at its token. `around`: what the visible
 * conditions of the nodes around it made known before it was read; `placed`: the issue holds only because of them.
 */
export function issueFinding(
  issue: Exclude<Issue, { kind: 'argument' }>,
  text: string,
  pointer: string,
  around: Known,
  placed = false,
): Finding {
  const quoted = JSON.stringify(text);
  if (issue.kind === 'condition') {
    const { node, outcome, value } = issue;
    if (placed)
      return {
        code: 'condition-fixed',
        pointer,
        exprOffset: startOf(node),
        expected: AROUND.expected,
        found: `${quoted}: ${AROUND.found} ${sourceOf(node)} is ${describeValue(value)}, so as a condition it is ${outcome ? 'always true' : 'always false'}`,
        hint: AROUND.hint,
      };
    return {
      code: 'condition-fixed',
      pointer,
      exprOffset: startOf(node),
      expected: 'a condition that can be true and can be false for the values it reads',
      found: `${quoted}: ${sourceOf(node)} is ${describeValue(value)}, so as a condition it is ${outcome ? 'always true' : 'always false'}`,
      hint: conditionHint(node, value),
    };
  }
  const { node, outcome } = issue;
  const { subject, value, other, swapped } = sidesOf(issue);
  const written = swapped
    ? `${sourceOf(other, 4)} ${node.operator} ${sourceOf(subject, 4)}`
    : `${node.operator} ${sourceOf(other, 4)}`;
  if (issue.kind === 'contradiction') {
    const common = { code: 'condition-fixed' as const, pointer, exprOffset: operatorAt(text, node) };
    if (around.has(keyOf(subject)))
      return {
        ...common,
        expected: AROUND.expected,
        found: `${quoted}: ${AROUND.found} ${sourceOf(subject)} is ${describeValue(value)}; ${written} is ${always(outcome)}`,
        hint: AROUND.hint,
      };
    return {
      ...common,
      expected: 'a test the tests before it leave open',
      found: `${quoted}: where ${sourceOf(node)} is tested, ${sourceOf(subject)} is already ${describeValue(value)} (by the test before it), so ${written} is ${always(outcome)}`,
      hint:
        severalValuesHint(issue) ??
        'the parts of && must be able to hold at the same time, and each part of || must be able to fail',
    };
  }
  const hint = comparisonHint(issue);
  return {
    code: 'comparison-fixed',
    pointer,
    exprOffset: operatorAt(text, node),
    expected: `a comparison the values of ${sourceOf(subject)} can make true and false`,
    found: `${quoted}: ${sourceOf(subject)} is ${describeValue(value)}; ${written} is ${always(outcome)}`,
    ...(hint ? { hint } : {}),
  };
}
