/**
 * The expression language of page definitions.
 *
 * TEXT FORMS
 * - `{{ expr }}` and nothing else (whitespace allowed inside the braces): a whole-value binding; the
 *   result is the raw value (number, array, object, boolean, undefined...).
 * - Text with `{{ expr }}` inside: a template; every part is evaluated and turned into text with
 *   `str()` rules: null/undefined -> '', numbers and booleans via String, arrays -> items joined with ','
 *   (each item by the same rules), plain objects -> ''. The parts are concatenated.
 * - Text without `{{`: a literal. `\{{` writes a literal `{{` (there is no escape for the backslash).
 *   A `}}` inside a quoted string does not end an expression.
 *
 * EXPRESSIONS (parsed by jsep, checked once, cached by text; never `eval`)
 * - Literals: numbers, 'strings' / "strings", true, false, null, undefined, arrays `[a, b]`.
 * - Names: only the scope roots query, hash, device, env, data, state, item, index, event, result. Any other
 *   name is refused when compiled (`Unknown name "foo"`); a root the caller left out of the scope is
 *   refused when evaluated (`Name "item" is not available here`). A caller that means "not loaded yet"
 *   passes the key with an undefined value.
 * - Members: `a.b`, `a[expr]`, `a?.b`. Own properties only; every step on null/undefined yields
 *   undefined (pages render before data arrives). `__proto__`, `constructor` and `prototype` are refused
 *   dotted or computed; a computed key must be a string or a number; a function-valued property is
 *   refused. `.length` of arrays and strings works (it is an own property).
 * - Calls: only the library functions below, by name. No method calls (`x.toString()` is an error).
 * - Operators (JavaScript precedence): `! -` (unary), `* / %`, `+ -`, `< <= > >=`, `== != === !==`,
 *   `&&`, `|| ??`, `a ? b : c`. Others jsep knows (`** | & ^ << >> >>> ~` and unary `+`) are refused.
 *   - `==`/`!=` are strict, except a number and a decimal string compare as numbers ('1' == 1 is true,
 *     because the server sends flags as strings and statuses as numbers). null == undefined is false.
 *   - `+` joins as text if either side is a string (missing values join as ''); otherwise adds.
 *   - Arithmetic accepts numbers and decimal strings; with a null/undefined operand the result is
 *     undefined; any other type is an error; `/` or `%` by zero is an error.
 *   - `< <= > >=` compare numerically when both sides are numbers or decimal strings, as text when
 *     both are other strings, and are false otherwise (so undefined > 0 is false).
 *   - Truthiness is JavaScript's ('0' is truthy; compare with == 1 for server flags).
 * - Caps: each expression at most 1000 characters and nested at most 32 deep.
 *
 * FUNCTIONS (pure; they get evaluated arguments, never the scope; wrong arity is refused when compiled, wrong types
 *   when evaluated): each is defined once in library-*.ts, its body beside its signature, result, description and
 *   examples (signature.ts; printed in docs/operator-reference.md, checked by tests/unit/expr/libraryDocs.test.ts).
 *   Array arguments that are null/undefined count as empty; missing strings count as ''.
 *
 * ERRORS are `{ message, expression, index }`: `expression` is the whole text given, `index` the
 * offset in it of the offending token (jsep's own position for syntax errors). Messages are part of
 * the contract; see tests/fixtures/expr.
 */
import { buildCompiled } from './build';
import { createExprEngine, type ExprEngine, type ExprEngineOptions } from './engine';
import { isBindingIn } from './compile';
import { scopeReadsOf } from './paths';
import { parseCached } from './parseCached';

export * from './runtime';

/** An engine that also parses text it was not given compiled: for tests, tools, the page lab and pages from elsewhere. */
export function createParsingExprEngine(options: Omit<ExprEngineOptions, 'parser'> = {}): ExprEngine {
  return createExprEngine({ ...options, parser: parseCached(buildCompiled) });
}

/**
 * The tools' own engine (the page checker, the build's page modules and early-call table): created here, read only
 * through these functions, shared with no page.
 */
const tools = createParsingExprEngine();
export const { compile, scopeDependencies } = tools;
/** Whether a page's string is an expression: an unescaped `{{`, malformed ones included (the checker's question). */
export const isBinding = (value: unknown) => isBindingIn(compile, value);
/** Root names and function names the text reads, each once (the checker's question; no page asks it). */
export const scopeReads = (text: string) => scopeReadsOf(compile(text));
