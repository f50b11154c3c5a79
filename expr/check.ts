/**
 * Turns jsep's loose tree into the checked ExprNode tree: absolute positions, depth cap, only the
 * syntax the language has, only known names and functions, no statically forbidden keys. Whatever
 * can be refused before evaluation is refused here, so the page checker sees it too.
 */
import type { BinaryOperator, ExprNode, LogicalOperator } from './types';
import { ExprFailure } from './types';
import { MAX_DEPTH, MAX_SOURCE_LENGTH, SCOPE_NAMES, isForbiddenKey } from './limits';
import { aboutFunction, isLibraryFunction } from './functions';
import { checkArity } from './args';
import { arityOf } from './signature';
import { BINARY_OPERATORS, LOGICAL_OPERATORS } from './operator-names';
import { parseSource, type JsepNode } from './jsep-parser';
import type { ScanError } from './template';

function child(node: JsepNode, key: string): JsepNode {
  return node[key] as JsepNode;
}

/** jsep only stamps tokens; a composite node starts where its leftmost part starts. */
function relativeStart(node: JsepNode | null | undefined): number | undefined {
  if (!node) return undefined;
  if (typeof node.start === 'number') return node.start;
  switch (node.type) {
    case 'BinaryExpression':
      return relativeStart(child(node, 'left'));
    case 'MemberExpression':
      return relativeStart(child(node, 'object'));
    case 'CallExpression':
      return relativeStart(child(node, 'callee'));
    case 'ConditionalExpression':
      return relativeStart(child(node, 'test'));
    default:
      return undefined;
  }
}

class Converter {
  constructor(private readonly offset: number) {}

  private at(node: JsepNode | null | undefined, fallback: number): number {
    const start = relativeStart(node);
    return start === undefined ? fallback : this.offset + start;
  }

  convert(node: JsepNode, depth: number, fallback: number): ExprNode {
    const at = this.at(node, fallback);
    if (depth > MAX_DEPTH) throw new ExprFailure(`Expression nested deeper than ${MAX_DEPTH}`, at);
    const next = (sub: JsepNode): ExprNode => this.convert(sub, depth + 1, at);
    switch (node.type) {
      case 'Literal':
        return this.literal(node, at);
      case 'Identifier':
        return this.identifier(String(node.name), at);
      case 'ThisExpression':
        throw new ExprFailure('Unknown name "this"', at);
      case 'MemberExpression':
        return this.member(node, at, next);
      case 'CallExpression':
        return this.call(node, at, next);
      case 'UnaryExpression': {
        const operator = String(node.operator);
        if (operator !== '-' && operator !== '!') throw new ExprFailure(`Unsupported operator "${operator}"`, at);
        return { type: 'unary', operator, argument: next(child(node, 'argument')), at };
      }
      case 'BinaryExpression':
        return this.binary(node, at, next);
      case 'ConditionalExpression':
        return {
          type: 'conditional',
          at,
          test: next(child(node, 'test')),
          consequent: next(child(node, 'consequent')),
          alternate: next(child(node, 'alternate')),
        };
      case 'ArrayExpression': {
        const elements = node.elements as Array<JsepNode | null>;
        // A hole (`[1, , 2]`) reads as undefined, as in JavaScript.
        return {
          type: 'array',
          at,
          elements: elements.map((e) => (e ? next(e) : { type: 'literal', value: undefined, at })),
        };
      }
      case 'SequenceExpression': {
        const expressions = node.expressions as JsepNode[];
        throw new ExprFailure('Expected a single expression', this.at(expressions[1], at));
      }
      default:
        throw new ExprFailure(`Unsupported syntax "${node.type}"`, at);
    }
  }

  private literal(node: JsepNode, at: number): ExprNode {
    const value = node.value;
    if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      return { type: 'literal', value, at };
    }
    throw new ExprFailure(`Unsupported literal ${String(node.raw)}`, at);
  }

  private identifier(name: string, at: number): ExprNode {
    if (name === 'undefined') return { type: 'literal', value: undefined, at };
    if (!SCOPE_NAMES.includes(name)) throw new ExprFailure(`Unknown name "${name}"`, at);
    return { type: 'root', name, at };
  }

  private member(node: JsepNode, at: number, next: (sub: JsepNode) => ExprNode): ExprNode {
    const property = child(node, 'property');
    const keyAt = this.at(property, at);
    const object = next(child(node, 'object'));
    if (node.computed) {
      const key = next(property);
      if (key.type === 'literal' && isForbiddenKey(String(key.value))) {
        throw new ExprFailure(`Forbidden property "${String(key.value)}"`, keyAt);
      }
      return { type: 'member', object, key, at: keyAt };
    }
    const name = String(property.name);
    if (isForbiddenKey(name)) throw new ExprFailure(`Forbidden property "${name}"`, keyAt);
    return { type: 'member', object, key: name, at: keyAt };
  }

  private call(node: JsepNode, at: number, next: (sub: JsepNode) => ExprNode): ExprNode {
    const callee = child(node, 'callee');
    if (callee.type === 'MemberExpression') {
      const property = child(callee, 'property');
      const name = callee.computed ? '[...]' : String(property.name);
      throw new ExprFailure(
        `Cannot call method "${name}": only library functions can be called`,
        this.at(property, at),
      );
    }
    if (callee.type !== 'Identifier') throw new ExprFailure('Only library functions can be called', at);
    const name = String(callee.name);
    if (!isLibraryFunction(name)) throw new ExprFailure(`Unknown function "${name}"`, at);
    const args = (node.arguments as JsepNode[]).map(next);
    const about = aboutFunction(name);
    if (about) {
      const { min, max } = arityOf(about.params);
      checkArity(name, args.length, min, max, at);
    }
    return { type: 'call', name, args, at };
  }

  private binary(node: JsepNode, at: number, next: (sub: JsepNode) => ExprNode): ExprNode {
    const operator = String(node.operator);
    const left = next(child(node, 'left'));
    const right = next(child(node, 'right'));
    if (LOGICAL_OPERATORS.has(operator))
      return { type: 'logical', operator: operator as LogicalOperator, left, right, at };
    if (BINARY_OPERATORS.has(operator))
      return { type: 'binary', operator: operator as BinaryOperator, left, right, at };
    throw new ExprFailure(`Unsupported operator "${operator}"`, at);
  }
}

/** Compiles one `{{ }}` source that starts at absolute offset `start` of the whole text. */
export function checkSource(source: string, start: number): ExprNode | ScanError {
  if (source.length > MAX_SOURCE_LENGTH) {
    return { message: `Expression longer than ${MAX_SOURCE_LENGTH} characters`, index: start };
  }
  const result = parseSource(source);
  if (!result.ok) return { message: result.message, index: start + result.index };
  const parsed = result.node;
  try {
    if (parsed.type === 'Compound') {
      const body = parsed.body as JsepNode[];
      if (body.length === 0) return { message: 'Empty expression', index: start };
      if (body.length > 1) {
        return { message: 'Expected a single expression', index: start + (relativeStart(body[1]) ?? 0) };
      }
    }
    return new Converter(start).convert(parsed, 1, start);
  } catch (error) {
    if (error instanceof ExprFailure) return { message: error.message, index: error.at ?? start };
    throw error;
  }
}
