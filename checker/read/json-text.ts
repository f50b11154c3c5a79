// Reading a JSON text strictly. JSON.parse decides what is JSON; jsonc-parser's tree (VS Code's own scanner, so its
// offsets are the editor's) says where a syntax error is and which keys are written twice in one object, which
// JSON.parse accepts silently, keeping only the last (a copy-pasted second "visible" wins; a translation added again
// above the old one changes nothing). A byte-order mark is named in plain words, then read as nothing.
import { parseTree, printParseErrorCode, visit, type JSONPath, type ParseError } from 'jsonc-parser';
import { childPointer } from './json-pointer';
import { BYTE_ORDER_MARK, jsonSource, placeOffset, withoutByteOrderMark } from './json-positions';
import type { Finding } from '../problem';

/** A text that parsed comes with what is still wrong with it as JSON (a key written twice, a byte-order mark). */
export type JsonParse = { ok: true; value: unknown; findings: Finding[] } | { ok: false; finding: Finding };

/** 1-based line and column of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  return placeOffset(jsonSource(text), offset);
}

/** The first thing that makes the text invalid JSON, as VS Code's scanner finds it: where, and its kind. */
function firstSyntaxError(text: string): { offset: number; kind?: string } {
  const errors: ParseError[] = [];
  try {
    parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  } catch {
    return { offset: text.length }; // a nesting too deep for the parser to follow: it never closes
  }
  const first = [...errors].sort((a, b) => a.offset - b.offset)[0];
  return first ? { offset: first.offset, kind: printParseErrorCode(first.error) } : { offset: 0 };
}

/** The offset of the first character that makes the text invalid JSON. */
export const syntaxErrorOffset = (text: string): number => firstSyntaxError(text).offset;

/** Up to 30 characters either side of the offset on its line, with ⟨here⟩ where the error is. */
function around(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const lineEnd = text.indexOf('\n', offset) < 0 ? text.length : text.indexOf('\n', offset);
  const before = text.slice(Math.max(lineStart, offset - 30), offset).trimStart();
  const after = text.slice(offset, Math.min(lineEnd, offset + 30)).trimEnd();
  return `${before}⟨here⟩${after}`;
}

const CURLY_QUOTES = /^[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/;

/** Common slips and what fixes them. */
function hintFor(text: string, offset: number, kind: string | undefined): string | undefined {
  const previous = text.slice(0, offset).trimEnd();
  const next = text[offset];
  if (kind === 'ColonExpected') return 'a colon is missing between the key and its value: "key": value';
  if (previous.endsWith(',') && (next === '}' || next === ']'))
    return 'remove the comma before it: JSON allows no trailing comma';
  if (/["\d}\]el]$/.test(previous) && (next === '"' || next === '{' || next === '['))
    return 'a comma is missing between two members';
  if (CURLY_QUOTES.test(text.slice(offset)))
    return 'a curly quote (“ ” pasted from a document or chat) is not a JSON quote: type straight double quotes "';
  if (next === "'" || next === '\u2018' || next === '\u2019') return 'JSON strings take straight double quotes "';
  if (text.startsWith('//', offset) || text.startsWith('/*', offset))
    return 'JSON has no comments: remove it (a page says why in its "notes")';
  if (offset >= text.trimEnd().length) return 'the text stops early: a closing } or ] or " is missing';
  if (/^"[^"\n]*\n/.test(text.slice(offset))) return 'write a line break inside a string as \\n';
  return undefined;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '',
  f: '',
  n: '',
  r: '',
  t: '',
  u: '',
};

/**
 * Inside a string the scanner blames its opening quote; the fault is a character further on: a backslash that starts
 * no JSON escape (`\d` of a pattern, `\.`) or a control character (a pasted tab). Placed at that character and said.
 */
function insideString(
  text: string,
  quote: number,
  kind: string | undefined,
): { offset: number; hint: string } | undefined {
  if (text[quote] !== '"' || (kind !== 'InvalidEscapeCharacter' && kind !== 'InvalidCharacter')) return undefined;
  for (let at = quote + 1; at < text.length && text[at] !== '"' && text[at] !== '\n'; at += 1) {
    const character = text[at];
    if (character === '\\') {
      if (!(text[at + 1] in ESCAPES))
        return {
          offset: at,
          hint: `in JSON a backslash is written \\\\: write \\\\${text[at + 1] ?? ''} for \\${text[at + 1] ?? ''} (a pattern's \\d is "\\\\d")`,
        };
      at += 1;
    } else if (character < ' ')
      return {
        offset: at,
        hint:
          character === '\t'
            ? 'a tab (pasted with the text) cannot stand inside a JSON string: delete it, or write \\t'
            : `a control character (U+${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}) cannot stand inside a JSON string: delete it`,
      };
  }
  return undefined;
}

/** `0180`: the scanner stops after the 0, since JSON writes no number with a leading zero. Placed at the 0. */
function leadingZero(text: string, offset: number): { offset: number; hint: string } | undefined {
  const zero = /(?<![\d.eE])-?0$/.exec(text.slice(0, offset));
  const rest = /^\d+(\.\d+)?/.exec(text.slice(offset));
  if (!zero || !rest) return undefined;
  const written = zero[0] + rest[0];
  return {
    offset: offset - 1,
    hint: `a JSON number is written without the leading 0: write ${written.replace(/^(-?)0/, '$1')} (or "${written}" in quotes for a code that keeps it)`,
  };
}

function syntaxFinding(text: string): Finding {
  // Engines word and place syntax errors differently (some give no position), so the checker says it itself.
  const error = firstSyntaxError(text);
  const scanned = Math.max(0, Math.min(error.offset, text.length));
  const slip = insideString(text, scanned, error.kind) ?? leadingZero(text, scanned);
  const offset = slip?.offset ?? scanned;
  const what =
    offset >= text.length ? 'the text ends' : `unexpected '${text[offset] === '\t' ? '⟨tab⟩' : text[offset]}'`;
  const hint = slip?.hint ?? hintFor(text, offset, error.kind);
  return {
    code: 'json-syntax',
    pointer: '',
    expected: 'valid JSON',
    found: `${what} at: ${around(text, offset)}`,
    at: lineAndColumn(text, offset),
    ...(hint ? { hint } : {}),
  };
}

/** Every key written a second (or third…) time in one object, at that key, naming the line of the first. */
export function duplicateKeys(text: string): Finding[] {
  const source = withoutByteOrderMark(text);
  const findings: Finding[] = [];
  // One frame per open object: each key's first line, and every line a key was written at (to name the last).
  const objects: Array<Map<string, number[]>> = [];
  const seconds: Array<{ key: string; at: { line: number; column: number }; path: JSONPath; lines: number[] }> = [];
  try {
    visit(
      source,
      {
        onObjectBegin: () => void objects.push(new Map()),
        onObjectEnd: () => void objects.pop(),
        onObjectProperty: (key, _offset, _length, line, character, path) => {
          const keys = objects[objects.length - 1];
          const lines = keys?.get(key);
          if (!keys) return;
          if (!lines) return void keys.set(key, [line + 1]);
          lines.push(line + 1);
          seconds.push({ key, at: { line: line + 1, column: character + 1 }, path: path(), lines });
        },
      },
      { disallowComments: true, allowTrailingComma: false },
    );
  } catch {
    return []; // a nesting too deep to follow: the nesting cap reports it
  }
  for (const { key, at, path, lines } of seconds)
    findings.push({
      code: 'json-duplicate-key',
      pointer: childPointer(
        path.reduce<string>((pointer, step) => childPointer(pointer, step), ''),
        key,
      ),
      at,
      expected: 'each key once in an object',
      found: `${JSON.stringify(key)} a second time (first written at line ${lines[0]})`,
      hint: `JSON keeps only the last one (line ${lines[lines.length - 1]}) and ignores the other without a word: delete the one you do not mean`,
    });
  return findings;
}

const byteOrderMark: Finding = {
  code: 'json-byte-order-mark',
  pointer: '',
  at: { line: 1, column: 1 },
  expected: 'a file that starts with { (saved as UTF-8 without BOM)',
  found: 'an invisible byte-order mark (BOM) before it, which some tools refuse',
  hint: 'save the file as "UTF-8" rather than "UTF-8 with BOM" (VS Code: click the encoding in the status bar, then Save with Encoding)',
};

export function parseJsonText(raw: string): JsonParse {
  const text = withoutByteOrderMark(raw);
  const findings = raw.startsWith(BYTE_ORDER_MARK) ? [byteOrderMark] : [];
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return { ok: false, finding: syntaxFinding(text) };
  }
  return { ok: true, value, findings: [...findings, ...duplicateKeys(raw)] };
}
