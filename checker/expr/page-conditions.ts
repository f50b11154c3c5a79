// Conditions that cannot change: `{{ data.loan.orderStatus == 170 || 174 || 180 }}` reads as "status is one of
// three", but `|| 174` is a constant, so the whole condition is always true. A truthy constant operand of `||`
// makes a condition always true, a falsy constant operand of `&&` always false.
import type { ExprNode } from '../../expr/types';
import { operandsOf } from '../../expr/tree';
import { expressionTrees, stepText, type PathRead } from './reads';
import type { ExpressionSite } from '../pages/page-sites';
import type { Finding } from '../problem';

/** Members that hold a condition (node/region visible, if's cond, a timer's while, a rule's test). */
export function isConditionSite(site: ExpressionSite): boolean {
  const member = site.pointer.slice(site.pointer.lastIndexOf('/') + 1);
  return (
    member === 'visible' ||
    member === 'cond' ||
    member === 'while' ||
    (member === 'test' && site.pointer.startsWith('/validations/'))
  );
}

const constantValue = (node: ExprNode): { value: unknown } | undefined =>
  node.type === 'literal' ? { value: node.value } : node.type === 'array' ? { value: [] } : undefined;

/** A path as written (`data.loan.orderStatus`), when the node is a plain path. */
function pathText(node: ExprNode): string | undefined {
  const steps: PathRead['steps'] = [];
  let current = node;
  while (current.type === 'member') {
    if (typeof current.key !== 'string') return undefined;
    steps.unshift({ field: current.key });
    current = current.object;
  }
  return current.type === 'root' ? `${current.name}${stepText(steps)}` : undefined;
}

/** For `x == 1 || 2 || 3`: `includes([1, 2, 3], x)`. */
function includesSuggestion(parts: ExprNode[]): string | undefined {
  const [first, ...rest] = parts;
  if (
    first.type !== 'binary' ||
    (first.operator !== '==' && first.operator !== '===') ||
    first.right.type !== 'literal'
  )
    return undefined;
  const subject = pathText(first.left);
  const values = [first.right, ...rest].map((part) =>
    part.type === 'literal'
      ? part.value
      : part.type === 'binary' && pathText(part.left) === subject && part.right.type === 'literal'
        ? part.right.value
        : undefined,
  );
  if (!subject || values.some((value) => value === undefined)) return undefined;
  return `includes([${values.map((value) => JSON.stringify(value)).join(', ')}], ${subject})`;
}

function constantFindings(node: ExprNode, site: ExpressionSite, out: Finding[]): void {
  if (node.type === 'logical' && (node.operator === '||' || node.operator === '&&')) {
    const parts = operandsOf(node, node.operator);
    const constantPart = parts.find((part) => {
      const c = constantValue(part);
      return c !== undefined && Boolean(c.value) === (node.operator === '||');
    });
    const constant = constantPart && constantValue(constantPart);
    if (constantPart && constant) {
      const always = node.operator === '||' ? 'always true' : 'always false';
      const suggestion = node.operator === '||' ? includesSuggestion(parts) : undefined;
      out.push({
        code: 'condition-constant',
        pointer: site.pointer,
        exprOffset: constantPart.at,
        expected: `a condition whose every operand of ${node.operator} is a comparison or a value read from the page`,
        found: `${JSON.stringify(site.text)}, which is ${always}: ${JSON.stringify(constant.value)} is an operand of ${node.operator} on its own`,
        hint: suggestion
          ? `to test one of several values write {{ ${suggestion} }}`
          : `compare each value: a == 1 ${node.operator} a == 2`,
      });
      return;
    }
    parts.forEach((part) => constantFindings(part, site, out));
    return;
  }
  if (node.type === 'unary' && node.operator === '!') constantFindings(node.argument, site, out);
}

export function checkConstantConditions(expressions: readonly ExpressionSite[]): Finding[] {
  const findings: Finding[] = [];
  for (const site of expressions.filter(isConditionSite))
    for (const tree of expressionTrees(site.text)) constantFindings(tree, site, findings);
  return findings;
}
