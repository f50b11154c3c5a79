// A finding's fix, placed in the file's text: the decoded-string offsets a check names (`Buton` at 0..5 of the value)
// become offsets of the file's characters (escapes such as `\"` or `\u00e9` are several characters of the file but
// one of the value), and the inserted text is written as JSON would write it inside that string.
import type { Node } from 'jsonc-parser';
import { BYTE_ORDER_MARK, nodeAt, offsetInString, type JsonSource } from '../read/json-positions';
import type { FindingFix, ProblemFix } from './fix-types';

/** The string's decoded length, counted as offsetInString counts (an escape is one character). */
function decodedLength(source: JsonSource, node: Node): number {
  const end = node.offset + node.length - 1;
  let length = 0;
  for (let at = node.offset + 1; at < end; length += 1)
    at += source.text[at] === '\\' ? (source.text[at + 1] === 'u' ? 6 : 2) : 1;
  return length;
}

/** A string's content written as JSON writes it between the quotes. */
const inString = (text: string) => JSON.stringify(text).slice(1, -1);

/**
 * The finding's fix as an edit of the file's text (`raw`, with its byte-order mark if it has one), or undefined when
 * the place it names is not in the text (a missing value, a key that is not a member's name, offsets past the end).
 */
export function placeFix(
  source: JsonSource,
  raw: string,
  { pointer, near, atKey, fix }: { pointer: string; near?: string; atKey?: boolean; fix?: FindingFix },
): ProblemFix | undefined {
  if (!fix) return undefined;
  // A member written under another name is missing at `pointer`: the name to change is the one at `near`.
  const value = nodeAt(source, pointer) ?? (near === undefined ? undefined : nodeAt(source, near));
  if (!value) return undefined;
  const key = value.parent?.type === 'property' ? value.parent.children?.[0] : undefined;
  const node = atKey ? key : value;
  if (!node) return undefined;
  // jsonc-parser read the text without its mark: the file's offsets are one further on.
  const shift = raw.startsWith(BYTE_ORDER_MARK) ? BYTE_ORDER_MARK.length : 0;
  const edit = (from: number, to: number, insert: string): ProblemFix => ({
    label: fix.label,
    edits: [{ from: from + shift, to: to + shift, insert }],
  });
  if (node.type !== 'string') return edit(node.offset, node.offset + node.length, fix.insert);
  if (fix.from === undefined && fix.to === undefined)
    return edit(node.offset, node.offset + node.length, JSON.stringify(fix.insert));
  const length = decodedLength(source, node);
  const from = fix.from ?? 0;
  const to = fix.to ?? length;
  if (from < 0 || from > to || to > length) return undefined;
  return edit(offsetInString(source, node, from), offsetInString(source, node, to), inString(fix.insert));
}
