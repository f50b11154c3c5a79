// The value of every part of an expression, from the types of its scope roots (types/scope-types.ts), by the
// language's own operators and functions; and what a condition being true or false says about the values it tested
// (`a == 180 && …` reads the rest with a = 180), so `a == 180 && a == 174` is known to be never true. Expressions are
// pure, so one expression written twice has one value at a time: what is known is kept by the expression's text.
//
// While it works it notes what it can prove: a comparison never true (or never false) for the values its sides can
// hold, and a condition always true or always false. Where a value is anything (the contract says nothing), nothing
// is proved and nothing is noted.
import type { ExprNode } from '../../expr/types';
import { applyBinary, negate } from '../../expr/operators';
import { isMissing, isTruthy } from '../../expr/values';
import { childrenOf, operandsOf } from '../../expr/tree';
import {
  ANY,
  NOTHING,
  finite,
  holdsContainer,
  isListed,
  listOf,
  member,
  settled,
  truthsOf,
  union,
  widen,
  witnesses,
  type AbstractValue,
} from '../types/values';
import { callValue, combinations, listedValues } from './functions';
import { equalityKey, keyOf } from './keys';
import { narrowBy, narrowTruth, oneOf, solutions } from './narrow';
import { argumentIssues, type ArgumentIssue } from './call-issues';

/** What each scope root holds at one place of a page. */
export type RootTypes = (name: string) => AbstractValue;

/** What is known, by expression key (expr/keys.ts), where a part of an expression is evaluated. */
export type Known = ReadonlyMap<string, AbstractValue>;
export const NOTHING_KNOWN: Known = new Map();

export type Issue =
  /** A comparison with one outcome for the values the contract allows its sides. */
  | {
      kind: 'comparison';
      node: Extract<ExprNode, { type: 'binary' }>;
      outcome: boolean;
      left: AbstractValue;
      right: AbstractValue;
    }
  /** A comparison with one outcome only because of what was tested before it (`a == 1 && a == 2`). */
  | {
      kind: 'contradiction';
      node: Extract<ExprNode, { type: 'binary' }>;
      outcome: boolean;
      left: AbstractValue;
      right: AbstractValue;
    }
  /** A condition always true or always false. */
  | { kind: 'condition'; node: ExprNode; outcome: boolean; value: AbstractValue }
  /** A library call's argument that can never be of the kind its parameter takes. */
  | ArgumentIssue;

const COMPARISONS: ReadonlySet<string> = new Set(['==', '!=', '===', '!==', '<', '<=', '>', '>=']);

/** Whether a tree reads anything of the scope (a part made of literals alone is the operator's own constant). */
export function readsScope(node: ExprNode): boolean {
  return node.type === 'root' || childrenOf(node).some(readsScope);
}

function set(known: Known, key: string, value: AbstractValue): Known {
  const next = new Map(known);
  next.set(key, value);
  return next;
}

/** What is known after one of two ways: only what both know, each value the union of the two. */
function join(a: Known, b: Known): Known {
  const out = new Map<string, AbstractValue>();
  for (const [key, value] of a) {
    const other = b.get(key);
    if (other) out.set(key, union(value, other));
  }
  return out;
}

export class Inference {
  readonly issues: Issue[] = [];
  private quiet?: Inference;

  constructor(
    private readonly roots: RootTypes,
    private readonly noting = true,
  ) {}

  /** The same inference without noting anything (for values asked about on the side). */
  private get silent(): Inference {
    return this.noting ? (this.quiet ??= new Inference(this.roots, false)) : this;
  }

  /** The value of `node`; `condition` when its truth is what counts (a visible, a test, an operand of `&&`). */
  value(node: ExprNode, known: Known = NOTHING_KNOWN, condition = false): AbstractValue {
    const before = this.issues.length;
    const value = this.compute(node, known, condition);
    if (condition && this.noting && this.issues.length === before) this.judgeCondition(node, value);
    return value;
  }

  private compute(node: ExprNode, known: Known, condition: boolean): AbstractValue {
    const equality = equalityKey(node);
    if (equality) {
      const truth = known.get(equality.key);
      if (truth) return equality.negated ? finite(truth.values.map((v) => !v)) : truth;
    } else {
      const narrowed = known.get(keyOf(node));
      if (narrowed) return narrowed;
    }
    switch (node.type) {
      case 'literal':
        return finite([node.value]);
      case 'root':
        return this.roots(node.name);
      case 'member': {
        const object = this.value(node.object, known);
        if (typeof node.key === 'string') return member(object, node.key);
        const key = this.value(node.key, known);
        const keys = isListed(key) ? listedValues(key) : [];
        return keys.length && keys.length <= 8 && keys.every((k) => typeof k === 'string' || typeof k === 'number')
          ? union(...keys.map((k) => member(object, k as string | number)))
          : member(object, undefined);
      }
      case 'call': {
        const args = node.args.map((arg) => this.value(arg, known));
        if (this.noting) this.issues.push(...argumentIssues(node, args));
        return callValue(node.name, args);
      }
      case 'unary': {
        if (node.operator === '!') {
          const truths = truthsOf(this.value(node.argument, known, true));
          return finite([...truths].map((truth) => !truth));
        }
        return this.arithmetic((value) => negate(value), [this.value(node.argument, known)]);
      }
      case 'binary':
        return this.binary(node, known);
      case 'logical':
        return this.logical(node, known, condition);
      case 'conditional': {
        const truths = truthsOf(this.value(node.test, known, true));
        const parts: AbstractValue[] = [];
        if (truths.has(true)) parts.push(this.value(node.consequent, this.assume(node.test, known, true), condition));
        if (truths.has(false)) parts.push(this.value(node.alternate, this.assume(node.test, known, false), condition));
        return parts.length ? union(...parts) : NOTHING;
      }
      case 'array': {
        const elements = node.elements.map((element) => this.value(element, known));
        const combos = combinations(elements);
        return combos ? finite(combos) : listOf(elements.length ? union(...elements) : NOTHING);
      }
    }
  }

  private logical(node: Extract<ExprNode, { type: 'logical' }>, known: Known, condition: boolean): AbstractValue {
    if (node.operator === '??') {
      const left = this.value(node.left, known);
      const present = narrowBy(left, (v) => !isMissing(v));
      const missing = left.any || left.pending || left.values.some(isMissing);
      return missing ? union(present, this.value(node.right, known, condition)) : left;
    }
    const left = this.value(node.left, known, true);
    const truths = truthsOf(left);
    const goOn = node.operator === '&&';
    const parts: AbstractValue[] = [];
    // The left value is the result when it decides; otherwise the right one is, read knowing the left's truth.
    if (truths.has(!goOn)) parts.push(narrowTruth(left, !goOn));
    if (truths.has(goOn)) parts.push(this.value(node.right, this.assume(node.left, known, goOn), condition));
    return parts.length ? union(...parts) : NOTHING;
  }

  /** Runs an operator over witnesses of its operands; a result from an open kind stands for its kind. */
  private arithmetic(run: (...values: unknown[]) => unknown, operands: AbstractValue[]): AbstractValue {
    const [a, b] = operands;
    const first = witnesses(a, b ?? NOTHING);
    const second = b ? witnesses(b, a) : [undefined];
    if (!first || !second) return ANY;
    const results: unknown[] = [];
    for (const x of first)
      for (const y of second) {
        try {
          results.push(run(x, y));
        } catch {
          // fails when evaluated: no value
        }
      }
    const value = finite(results);
    return operands.every(isListed) ? value : widen(value);
  }

  private binary(node: Extract<ExprNode, { type: 'binary' }>, known: Known): AbstractValue {
    const left = this.value(node.left, known);
    const right = this.value(node.right, known);
    const run = (x: unknown, y: unknown) => applyBinary(node.operator, x, y);
    if (!COMPARISONS.has(node.operator)) return this.arithmetic(run, [left, right]);
    const outcome = this.arithmetic(run, [left, right]);
    if (
      this.noting &&
      !outcome.any &&
      outcome.values.length === 1 &&
      (readsScope(node.left) || readsScope(node.right))
    ) {
      const [only] = outcome.values as boolean[];
      // Said of the values the contract allows when it holds for them all; else of what the tests before it left.
      const free = known.size ? this.silent.compute(node, NOTHING_KNOWN, false) : outcome;
      if (free.values.length === 1 && !free.any) {
        const [l, r] = known.size ? [this.silent.value(node.left), this.silent.value(node.right)] : [left, right];
        this.issues.push({ kind: 'comparison', node, outcome: only, left: l, right: r });
      } else this.issues.push({ kind: 'contradiction', node, outcome: only, left, right });
    }
    return outcome;
  }

  private judgeCondition(node: ExprNode, value: AbstractValue): void {
    if (!readsScope(node)) return;
    // A constant operand of || or && (`a == 1 || 2`) is expr/page-conditions.ts's to report, in its own words.
    if (node.type === 'logical' && operandsOf(node, node.operator).some((part) => !readsScope(part))) return;
    const now = settled(value);
    // Asking whether an object or a list is there is how a page waits for an answer: never judged.
    if (now.any || holdsContainer(now) || (!now.values.length && !now.text && !now.number)) return;
    const truths = truthsOf(now);
    if (truths.size === 1) this.issues.push({ kind: 'condition', node, outcome: [...truths][0], value: now });
  }

  /** What is known once `node` has been found true (or false). */
  assume(node: ExprNode, known: Known, truth: boolean): Known {
    if (node.type === 'literal') return known;
    if (node.type === 'unary' && node.operator === '!') return this.assume(node.argument, known, !truth);
    if (node.type === 'logical' && node.operator !== '??') {
      const and = node.operator === '&&';
      if (truth === and) return this.assume(node.right, this.assume(node.left, known, truth), truth);
      return join(
        this.assume(node.left, known, truth),
        this.assume(node.right, this.assume(node.left, known, !truth), truth),
      );
    }
    const equality = equalityKey(node);
    if (equality && node.type === 'binary') {
      const next = set(known, equality.key, finite([equality.negated ? !truth : truth]));
      return this.narrowSides(node, next, truth);
    }
    if (node.type === 'binary' && COMPARISONS.has(node.operator)) {
      return this.narrowSides(node, set(known, keyOf(node), finite([truth])), truth);
    }
    if (node.type === 'call' && node.name === 'includes' && node.args.length === 2) {
      const list = this.silent.value(node.args[0], known);
      const combos = combinations([list]);
      const subject = node.args[1];
      if (combos && readsScope(subject) && !readsScope(node.args[0])) {
        const holds = (v: unknown) =>
          combos.some(([l]) => isTruthy(callValue('includes', [finite([l]), finite([v])]).values[0]) === truth);
        const listed = combos.flatMap(([l]) => (Array.isArray(l) ? (l as unknown[]) : []));
        const exact = truth ? oneOf(listed) : {};
        return set(known, keyOf(subject), narrowBy(this.silent.value(subject, known), holds, exact, finite(listed)));
      }
    }
    return set(known, keyOf(node), narrowTruth(this.silent.value(node, known), truth));
  }

  /** `subject op value` found true or false: the subject can only be what makes it so. */
  private narrowSides(node: Extract<ExprNode, { type: 'binary' }>, known: Known, truth: boolean): Known {
    const sides: Array<[ExprNode, ExprNode, boolean]> = [
      [node.left, node.right, false],
      [node.right, node.left, true],
    ];
    let next = known;
    for (const [subject, other, swapped] of sides) {
      if (!readsScope(subject)) continue;
      const against = this.silent.value(other, known);
      const combos = combinations([against]);
      if (!combos) continue;
      const values = combos.map(([v]) => v);
      const test = (v: unknown, o: unknown) =>
        isTruthy(swapped ? applyBinary(node.operator, o, v) : applyBinary(node.operator, v, o)) === truth;
      const exact = values.length === 1 ? solutions(node.operator, truth, values[0]) : undefined;
      next = set(
        next,
        keyOf(subject),
        narrowBy(this.silent.value(subject, known), (v) => values.some((o) => test(v, o)), exact, against),
      );
    }
    return next;
  }
}
