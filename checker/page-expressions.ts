// Every {{ expression }} of a page must parse, call only library functions and read only the scope
// names that exist where it sits (item/index inside `each`, event/result inside action chains).
import { scopeReads, FUNCTION_NAMES, type ExprError } from '../renderer/expr';
import type { Finding } from './problem';
import { didYouMean } from './suggest';
import { CHAIN_ROOTS, LIST_ROOTS } from '../renderer/expr/limits';
import type { ExpressionSite } from './page-sites';

const hintOf = (hint: string | undefined) => (hint ? { hint } : {});
const isExprError = (value: object): value is ExprError => 'message' in value;

function whyNotInScope(name: string): string {
  if ((LIST_ROOTS as readonly string[]).includes(name))
    return `"${name}" exists only inside a node or rule with "each"`;
  if ((CHAIN_ROOTS as readonly string[]).includes(name)) return `"${name}" exists only inside an action chain`;
  return `unknown name "${name}"`;
}

/** What operators from other languages mean here: `=` and `in` do not exist in page expressions. */
function operatorHint(text: string, error: ExprError): string | undefined {
  const at = text.slice(error.index);
  if (/^=(?!=)/.test(at) && !/[=!<>]$/.test(text.slice(0, error.index)))
    return 'a single = neither assigns nor compares: use == to compare (to store a value, use a set action)';
  if (/\sin\s/.test(text.replace(/'[^']*'|"[^"]*"/g, "''")))
    return '"in" is not an operator: use includes(list, value) to test membership';
  return undefined;
}

function parseFailure({ pointer, text }: ExpressionSite, error: ExprError): Finding {
  const message = error.message.trim();
  const where = /at character \d+/.test(message) ? '' : ` at character ${error.index}`;
  const expected = message.startsWith('Unknown function')
    ? `a function of the expression library (${FUNCTION_NAMES.join(', ')})`
    : 'a valid expression';
  const unknown = /^Unknown function "?([\w$]+)/.exec(message)?.[1];
  const hint = unknown ? didYouMean(unknown, FUNCTION_NAMES) : operatorHint(text, error);
  return {
    code: unknown || message.startsWith('Unknown function') ? 'expr-function' : 'expr-syntax',
    pointer,
    expected,
    found: `${JSON.stringify(text)} (${message}${where})`,
    ...(hint ? { hint } : {}),
  };
}

function checkExpression(site: ExpressionSite): Finding[] {
  const reads = scopeReads(site.text);
  if (isExprError(reads)) return [parseFailure(site, reads)];
  const findings: Finding[] = [];
  const unknownFunctions = reads.functions.filter((name) => !FUNCTION_NAMES.includes(name));
  if (unknownFunctions.length) {
    findings.push({
      code: 'expr-function',
      pointer: site.pointer,
      expected: `a function of the expression library (${FUNCTION_NAMES.join(', ')})`,
      found: `${JSON.stringify(site.text)} (unknown function ${unknownFunctions.map((n) => `"${n}"`).join(', ')})`,
      ...hintOf(didYouMean(unknownFunctions[0], FUNCTION_NAMES)),
    });
  }
  const outOfScope = reads.roots.filter((name) => !site.scope.has(name));
  if (outOfScope.length) {
    findings.push({
      code: 'expr-scope',
      pointer: site.pointer,
      expected: `an expression reading only ${[...site.scope].join(', ')}`,
      found: `${JSON.stringify(site.text)} (${outOfScope.map(whyNotInScope).join('; ')})`,
    });
  }
  return findings;
}

export function checkExpressions(sites: readonly ExpressionSite[]): Finding[] {
  return sites.flatMap(checkExpression);
}
