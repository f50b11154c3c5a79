/**
 * jsep, extended (by subclassing, so the shared global jsep stays untouched) to record where each
 * token starts and to refuse operators the language does not have at the place they were written.
 */
import jsep from 'jsep';
import { MAX_DEPTH } from './limits';
import { skipQuoted, type ScanError } from './template';
import { BINARY_OPERATORS, LOGICAL_OPERATORS } from './operator-names';

/** A jsep node plus the offset we stamp on it (relative to the parsed source). */
export type JsepNode = jsep.Expression & { start?: number };

/** The members of jsep's parser class we rely on; its typings only describe the function form. */
interface JsepParser {
  index: number;
  parse(): JsepNode;
  gobbleSpaces(): void;
  gobbleToken(): JsepNode | false | undefined;
  gobbleIdentifier(): JsepNode;
  gobbleBinaryOp(): string | false;
  throwError(message: string): never;
}
type JsepParserClass = new (source: string) => JsepParser;

// jsep's ESM build exposes its class as `jsep.Jsep` at runtime; the typings omit it.
const JsepBase = (jsep as unknown as { Jsep: JsepParserClass }).Jsep;

class PositionedParser extends JsepBase {
  override gobbleToken(): JsepNode | false | undefined {
    this.gobbleSpaces();
    const start = this.index;
    const node = super.gobbleToken();
    if (node && node.start === undefined) node.start = start;
    return node;
  }

  override gobbleIdentifier(): JsepNode {
    const start = this.index;
    const node = super.gobbleIdentifier();
    node.start = start;
    return node;
  }

  override gobbleBinaryOp(): string | false {
    const operator = super.gobbleBinaryOp();
    if (operator && !BINARY_OPERATORS.has(operator) && !LOGICAL_OPERATORS.has(operator)) {
      this.index -= operator.length;
      this.throwError(`Unsupported operator "${operator}"`);
    }
    return operator;
  }
}

/**
 * jsep recurses once per bracket; refusing deep bracket nesting up front keeps a hostile source from
 * exhausting the stack (which would make the outcome depend on the caller's stack depth).
 */
function findDeepBracket(source: string): number {
  let depth = 0;
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    if (ch === '"' || ch === "'") {
      const after = skipQuoted(source, i);
      if (after === -1) return -1;
      i = after;
      continue;
    }
    if (ch === '(' || ch === '[') {
      depth += 1;
      if (depth > MAX_DEPTH) return i;
    } else if (ch === ')' || ch === ']') {
      depth = Math.max(0, depth - 1);
    }
    i += 1;
  }
  return -1;
}

interface JsepSyntaxError {
  description: string;
  index: number;
}

function isJsepSyntaxError(error: unknown): error is JsepSyntaxError {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as Partial<JsepSyntaxError>;
  return typeof candidate.description === 'string' && typeof candidate.index === 'number';
}

/** Parses one expression source; error offsets are relative to `source`. */
export function parseSource(source: string): { ok: true; node: JsepNode } | ({ ok: false } & ScanError) {
  const deep = findDeepBracket(source);
  if (deep !== -1) return { ok: false, message: `Expression nested deeper than ${MAX_DEPTH}`, index: deep };
  try {
    return { ok: true, node: new PositionedParser(source).parse() };
  } catch (error) {
    if (isJsepSyntaxError(error)) return { ok: false, message: error.description, index: error.index };
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `Cannot parse expression: ${message}`, index: 0 };
  }
}
