// Every {{ expression }} of a page must parse, call only library functions and read only the scope
// names that exist where it sits (item/index inside `each`, event/result inside action chains). Each problem is
// placed at the token at fault (Finding.exprOffset), and the slips people bring from other languages are named.
import { scopeReads, FUNCTION_NAMES, SCOPE_NAMES, type ExprError } from '../../expr';
import type { Finding, FindingFix } from '../problem';
import { didYouMean, nameFixIn } from '../suggest';
import { pathReads } from './reads';
import { CHAIN_ROOTS, LIST_ROOTS } from '../../expr/limits';
import type { ExpressionSite } from '../pages/page-sites';
import { aboutFunction } from '../../expr/functions';
import { signatureText } from '../../expr/signature-text';

const hintOf = (hint: string | undefined) => (hint ? { hint } : {});

/** The operator written at `at` replaced by the page language's own, only where it stands inside {{ … }}. */
function operatorFix(text: string, at: number, written: string, meant: string): { fix?: FindingFix } {
  const opened = text.lastIndexOf('{{', at);
  const inside = opened >= 0 && !text.slice(opened, at).includes('}}') && text.indexOf('}}', at) >= 0;
  return inside
    ? { fix: { label: `change ${written} to ${meant}`, from: at, to: at + written.length, insert: meant } }
    : {};
}
const isExprError = (value: object): value is ExprError => 'message' in value;

function whyNotInScope(name: string): string {
  if ((LIST_ROOTS as readonly string[]).includes(name))
    return `"${name}" exists only inside a node or rule with "each"`;
  if ((CHAIN_ROOTS as readonly string[]).includes(name)) return `"${name}" exists only inside an action chain`;
  return `unknown name "${name}"`;
}

/** The text with its quoted strings blanked (same length), so words inside them are not taken for operators. */
const withoutStrings = (text: string) => text.replace(/'[^']*'|"[^"]*"/g, (quoted) => ' '.repeat(quoted.length));

/** Words and symbols other languages use as operators, what to write instead, and where they are. */
const FOREIGN_OPERATORS: Array<{ pattern: RegExp; hint: string; fix?: string }> = [
  { pattern: /\band\b/, hint: 'write && for "and": {{ a && b }}', fix: '&&' },
  { pattern: /\bor\b/, hint: 'write || for "or": {{ a || b }}', fix: '||' },
  { pattern: /\bnot\b/, hint: 'write ! for "not": {{ !a }}, or != to compare' },
  { pattern: /<>/, hint: 'write != for "not equal"' },
  { pattern: /\bis\b/, hint: 'write == to compare ("is null" is == null)' },
  { pattern: /\bif\b/, hint: 'a choice is written {{ condition ? a : b }}' },
  { pattern: /\sin\s/, hint: '"in" is not an operator: use includes(list, value) to test membership' },
  { pattern: /(?<![&])&(?![&])/, hint: 'write && for "and"' },
  { pattern: /(?<![|])\|(?![|])/, hint: 'write || for "or"' },
];

/** JavaScript methods people call on values, and the library function that does it. */
const METHOD_FUNCTIONS: Record<string, string> = {
  toUpperCase: 'upper(x)',
  toLowerCase: 'lower(x)',
  trim: 'trim(x)',
  toFixed: 'toFix(x, digits)',
  toString: 'str(x)',
  includes: 'includes(list, value)',
  join: 'join(list, separator)',
  slice: 'slice(x, start, end)',
  split: 'split(text, separator)',
  filter: 'filter(list, key, value)',
  find: 'find(list, key, value)',
  concat: 'concat(a, b)',
};

/** What the author meant, and where the token is, for the usual slips. */
function slipOf(text: string, error: ExprError): { hint: string; offset?: number; fix?: FindingFix } | undefined {
  const at = text.slice(error.index);
  if (/^=(?!=)/.test(at) && !/[=!<>]$/.test(text.slice(0, error.index)))
    return {
      hint: 'a single = neither assigns nor compares: use == to compare (to store a value, use a set action)',
      // `=<` and `=>` are a comparison written backwards, not a missing `=`: no sure fix.
      ...(/^=[<>]/.test(at) ? {} : operatorFix(text, error.index, '=', '==')),
    };
  const method = /^Cannot call method "(\w+)"/.exec(error.message)?.[1];
  if (method)
    return {
      hint: METHOD_FUNCTIONS[method]
        ? `call the library function ${METHOD_FUNCTIONS[method]} instead of .${method}()`
        : 'only library functions can be called (docs/operator-reference.md)',
    };
  const unknownName = /^Unknown name "(\w+)"/.exec(error.message)?.[1];
  if (unknownName) {
    const close = didYouMean(unknownName, SCOPE_NAMES);
    return {
      hint: close ?? `an expression starts from ${SCOPE_NAMES.join(', ')}; a text is written in quotes: 'text'`,
      ...nameFixIn(text, error.index, unknownName, close),
    };
  }
  const plain = withoutStrings(text);
  for (const { pattern, hint, fix } of FOREIGN_OPERATORS) {
    const match = pattern.exec(plain);
    const offset = match ? match.index + (match[0].length - match[0].trimStart().length) : 0;
    if (match) return { hint, offset, ...(fix ? operatorFix(text, offset, match[0].trim(), fix) : {}) };
  }
  return undefined;
}

/** `includes() expects 2 arguments, got 1` (refused when compiled), said with the function's signature. */
function arityFailure({ pointer, text }: ExpressionSite, error: ExprError): Finding | undefined {
  const match = /^(\w+)\(\) expects (.+ arguments?), got (\d+)$/.exec(error.message);
  const about = match && aboutFunction(match[1]);
  if (!match || !about) return undefined;
  const example = about.examples[0]?.expr;
  return {
    code: 'expr-arguments',
    pointer,
    exprOffset: error.index,
    expected: `${signatureText(match[1], about.params)}: ${match[2]}`,
    found: `${match[3]} argument${match[3] === '1' ? '' : 's'} in ${JSON.stringify(text)}`,
    ...(example ? { hint: `write every argument the signature names, as in ${example}` } : {}),
  };
}

function parseFailure(site: ExpressionSite, error: ExprError): Finding {
  const arity = arityFailure(site, error);
  if (arity) return arity;
  const { pointer, text } = site;
  const raw = error.message.trim().replace(/ at character \d+$/, '');
  // jsep says only "Unexpected" where the text ends before the expression does (`data.`, `a[`).
  const message = /^Unexpected( "")?$/.test(raw) ? 'incomplete: a name or value is missing at the end' : raw;
  const unknown = /^Unknown function "?([\w$]+)/.exec(message)?.[1];
  const slip = unknown ? undefined : slipOf(text, error);
  const hint = unknown ? didYouMean(unknown, FUNCTION_NAMES) : slip?.hint;
  return {
    code: unknown || message.startsWith('Unknown function') ? 'expr-function' : 'expr-syntax',
    pointer,
    expected: unknown ? `a function of the expression library (${FUNCTION_NAMES.join(', ')})` : 'a valid expression',
    found: `${JSON.stringify(text)} (${message})`,
    exprOffset: slip?.offset ?? error.index,
    ...hintOf(hint),
    ...(slip?.fix ? { fix: slip.fix } : unknown ? nameFixIn(text, error.index, unknown, hint) : {}),
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
    const first = pathReads(site.text).find((read) => read.root === outOfScope[0]);
    findings.push({
      code: 'expr-scope',
      pointer: site.pointer,
      expected: `an expression reading only ${[...site.scope].join(', ')}`,
      found: `${JSON.stringify(site.text)} (${outOfScope.map(whyNotInScope).join('; ')})`,
      ...(first?.at !== undefined ? { exprOffset: first.at } : {}),
    });
  }
  return findings;
}

export function checkExpressions(sites: readonly ExpressionSite[]): Finding[] {
  return sites.flatMap(checkExpression);
}
