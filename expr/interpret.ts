/** Walks a checked ExprNode tree against a scope. Throws ExprFailure; the public API catches it. */
import type { ExprNode, Scope } from './types';
import { ExprFailure } from './types';
import { callLibraryFunction } from './functions';
import { applyBinary, negate } from './operators';
import { isMissing, isTruthy, readOwnProperty, typeName } from './values';

function readRoot(scope: Scope, name: string, at: number): unknown {
  if (typeof scope !== 'object' || scope === null || !Object.prototype.hasOwnProperty.call(scope, name)) {
    throw new ExprFailure(`Name "${name}" is not available here`, at);
  }
  return readOwnProperty(scope, name, at);
}

export function memberKey(node: Extract<ExprNode, { type: 'member' }>, scope: Scope): string | number {
  if (typeof node.key === 'string') return node.key;
  const key = evaluateNode(node.key, scope);
  if (typeof key !== 'string' && typeof key !== 'number') {
    throw new ExprFailure(`Property key must be a string or a number, got ${typeName(key)}`, node.at);
  }
  return key;
}

/** Library and operator failures do not know where they happened; the node does. */
function locate<T>(at: number, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ExprFailure && error.at === undefined) throw new ExprFailure(error.message, at);
    throw error;
  }
}

export function evaluateNode(node: ExprNode, scope: Scope): unknown {
  switch (node.type) {
    case 'literal':
      return node.value;
    case 'root':
      return readRoot(scope, node.name, node.at);
    case 'member': {
      const target = evaluateNode(node.object, scope);
      return readOwnProperty(target, memberKey(node, scope), node.at);
    }
    case 'call': {
      const args = node.args.map((arg) => evaluateNode(arg, scope));
      return locate(node.at, () => callLibraryFunction(node.name, args));
    }
    case 'unary': {
      const value = evaluateNode(node.argument, scope);
      return node.operator === '!' ? !isTruthy(value) : locate(node.at, () => negate(value));
    }
    case 'binary': {
      const left = evaluateNode(node.left, scope);
      const right = evaluateNode(node.right, scope);
      return locate(node.at, () => applyBinary(node.operator, left, right));
    }
    case 'logical': {
      const left = evaluateNode(node.left, scope);
      if (node.operator === '&&') return isTruthy(left) ? evaluateNode(node.right, scope) : left;
      if (node.operator === '||') return isTruthy(left) ? left : evaluateNode(node.right, scope);
      return isMissing(left) ? evaluateNode(node.right, scope) : left;
    }
    case 'conditional':
      return evaluateNode(isTruthy(evaluateNode(node.test, scope)) ? node.consequent : node.alternate, scope);
    case 'array':
      return node.elements.map((element) => evaluateNode(element, scope));
  }
}
