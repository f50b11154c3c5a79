// Parsing a JSON text with a syntax error placed where it is: its line and column and the text around it, with
// a hint for the usual slips (a trailing comma, a missing comma, single quotes).
import type { Finding } from './problem';

export type JsonParse = { ok: true; value: unknown } | { ok: false; finding: Finding };

/** 1-based line and column of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const line = before.split('\n').length;
  return { line, column: before.length - before.lastIndexOf('\n') };
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
// eslint-disable-next-line no-control-regex -- JSON forbids exactly U+0000 to U+001F unescaped in a string
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const LITERAL = /true|false|null/y;

const matchAt = (pattern: RegExp, text: string, at: number): number => {
  pattern.lastIndex = at;
  return pattern.test(text) ? pattern.lastIndex : -1;
};

/**
 * The offset of the first character that makes the text invalid JSON. Engines word this differently (some give
 * no position at all), so the checker finds it itself; iterative, so a hostile nesting cannot overflow it.
 */
export function syntaxErrorOffset(text: string): number {
  const closers: string[] = [];
  let i = 0;
  let want: 'value' | 'key' | 'after' | 'firstValue' | 'firstKey' = 'value';
  const skip = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i += 1;
  };
  for (;;) {
    skip();
    const c = text[i];
    if (want === 'after') {
      if (!closers.length) return i < text.length ? i : -1;
      if (c === ',') [i, want] = [i + 1, closers[closers.length - 1] === '}' ? 'key' : 'value'];
      else if (c === closers[closers.length - 1]) [i, want] = [i + 1, (closers.pop(), 'after')];
      else return i;
    } else if (want === 'key' || want === 'firstKey') {
      if (want === 'firstKey' && c === '}') [i, want] = [i + 1, (closers.pop(), 'after')];
      else {
        const end = c === '"' ? matchAt(STRING, text, i) : -1;
        if (end < 0) return i;
        i = end;
        skip();
        if (text[i] !== ':') return i;
        [i, want] = [i + 1, 'value'];
      }
    } else if (want === 'firstValue' && c === ']') [i, want] = [i + 1, (closers.pop(), 'after')];
    else if (c === '{' || c === '[')
      [i, want] = [i + 1, (closers.push(c === '{' ? '}' : ']'), c === '{' ? 'firstKey' : 'firstValue')];
    else {
      const end =
        c === '"'
          ? matchAt(STRING, text, i)
          : /[-\d]/.test(c ?? '')
            ? matchAt(NUMBER, text, i)
            : matchAt(LITERAL, text, i);
      if (end < 0) return i;
      [i, want] = [end, 'after'];
    }
  }
}

/** Up to 30 characters either side of the offset on its line, with ⟨here⟩ where the error is. */
function around(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const lineEnd = text.indexOf('\n', offset) < 0 ? text.length : text.indexOf('\n', offset);
  const before = text.slice(Math.max(lineStart, offset - 30), offset).trimStart();
  const after = text.slice(offset, Math.min(lineEnd, offset + 30)).trimEnd();
  return `${before}⟨here⟩${after}`;
}

/** Common slips and what fixes them. */
function hintFor(text: string, offset: number): string | undefined {
  const previous = text.slice(0, offset).trimEnd();
  const next = text[offset];
  if (previous.endsWith(',') && (next === '}' || next === ']'))
    return 'remove the comma before it: JSON allows no trailing comma';
  if (/["\d}\]el]$/.test(previous) && (next === '"' || next === '{' || next === '['))
    return 'a comma is missing between two members';
  if (next === "'") return 'JSON strings take double quotes';
  if (offset >= text.trimEnd().length) return 'the text stops early: a closing } or ] or " is missing';
  if (/^"[^"\n]*\n/.test(text.slice(offset))) return 'write a line break inside a string as \\n';
  return undefined;
}

export function parseJsonText(text: string): JsonParse {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    // Engines word and place syntax errors differently (some give no position), so the checker says it itself.
    const offset = Math.max(0, syntaxErrorOffset(text));
    const what = offset >= text.length ? 'the text ends' : `unexpected '${text[offset]}'`;
    const hint = hintFor(text, offset);
    return {
      ok: false,
      finding: {
        code: 'json-syntax',
        pointer: '',
        expected: 'valid JSON',
        found: `${what} at: ${around(text, offset)}`,
        at: lineAndColumn(text, offset),
        ...(hint ? { hint } : {}),
      },
    };
  }
}
