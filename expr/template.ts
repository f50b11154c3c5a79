/**
 * Splits text into literal runs and `{{ expression }}` sources. Pure string scanning; parsing of the
 * sources happens elsewhere.
 */

export type Segment =
  | { kind: 'text'; text: string }
  /** `start` is the absolute offset of the trimmed source inside the whole text. */
  | { kind: 'expr'; source: string; start: number };

export interface ScanError {
  message: string;
  index: number;
}

const OPEN = '{{';
const CLOSE = '}}';
const ESCAPED_OPEN = '\\{{';

/**
 * Index just past the string literal whose opening quote is at `quoteIndex`, or -1 when it never
 * closes. Backslash escapes the next character, as in jsep's string literals.
 */
export function skipQuoted(text: string, quoteIndex: number): number {
  const quote = text[quoteIndex];
  let i = quoteIndex + 1;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\\') i += 2;
    else if (ch === quote) return i + 1;
    else i += 1;
  }
  return -1;
}

function isQuote(ch: string | undefined): boolean {
  return ch === '"' || ch === "'";
}

/**
 * Where the `}}` closing the expression that starts at `from` is. A `}}` inside a quoted string does
 * not close it; if a quote never closes we fall back to the first `}}` so jsep can report the quote.
 */
function findClose(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    if (text.startsWith(CLOSE, i)) return i;
    if (isQuote(text[i])) {
      const after = skipQuoted(text, i);
      if (after === -1) return text.indexOf(CLOSE, i);
      i = after;
    } else {
      i += 1;
    }
  }
  return -1;
}

export function scanTemplate(text: string): Segment[] | ScanError {
  const segments: Segment[] = [];
  let literal = '';
  let i = 0;
  while (i < text.length) {
    if (text.startsWith(ESCAPED_OPEN, i)) {
      literal += OPEN;
      i += ESCAPED_OPEN.length;
      continue;
    }
    if (!text.startsWith(OPEN, i)) {
      literal += text[i];
      i += 1;
      continue;
    }
    const close = findClose(text, i + OPEN.length);
    if (close === -1) return { message: 'Unclosed "{{"', index: i };
    if (literal !== '') segments.push({ kind: 'text', text: literal });
    literal = '';
    const raw = text.slice(i + OPEN.length, close);
    const leading = raw.length - raw.trimStart().length;
    segments.push({ kind: 'expr', source: raw.trim(), start: i + OPEN.length + leading });
    i = close + CLOSE.length;
  }
  if (literal !== '') segments.push({ kind: 'text', text: literal });
  return segments;
}
