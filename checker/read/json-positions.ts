// Where each value of a JSON text is, by JSON pointer, from jsonc-parser's syntax tree (VS Code's own scanner, so a
// line and column here are the ones the editor shows): a problem is placed at its value, or, for a problem inside an
// expression or template string, at the token it names inside the string (the string's escapes mapped back to the
// file's characters).
import { parseTree, type Node } from 'jsonc-parser';
import { pointerSegments } from './json-pointer';

export interface Position {
  line: number;
  column: number;
}

/** A JSON text with its syntax tree and line starts; the tree is missing when the text cannot be read as JSON. */
export interface JsonSource {
  text: string;
  tree: Node | undefined;
  lineStarts: number[];
}

/** An invisible byte-order mark at the start: editors hide it and do not count it in columns, so neither do we. */
export const BYTE_ORDER_MARK = '\uFEFF';
export const withoutByteOrderMark = (text: string) => (text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text);

// A file's text is placed several times (its own checks, then its words): the tree is built once per text.
const recent = new Map<string, JsonSource>();
const RECENT_KEPT = 16;

export function jsonSource(raw: string): JsonSource {
  const known = recent.get(raw);
  if (known) return known;
  const text = withoutByteOrderMark(raw);
  let tree: Node | undefined;
  try {
    tree = parseTree(text, [], { disallowComments: true, allowTrailingComma: false });
  } catch {
    // A hostile nesting overflows the recursive parser (the nesting cap reports it): such problems go at 1:1.
  }
  const lineStarts = [0];
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const source = { text, tree, lineStarts };
  if (recent.size >= RECENT_KEPT) recent.delete(recent.keys().next().value as string);
  recent.set(raw, source);
  return source;
}

/** 1-based line and column of a character offset. */
export function placeOffset(source: Pick<JsonSource, 'lineStarts'>, offset: number): Position {
  const { lineStarts } = source;
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (lineStarts[mid] <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - lineStarts[low] + 1 };
}

/** A property's value by name; the last one written wins, as in JSON.parse. */
function memberValue(object: Node, key: string): Node | undefined {
  let found: Node | undefined;
  for (const property of object.children ?? []) if (property.children?.[0]?.value === key) found = property.children[1];
  return found;
}

/** The value nodes from the root down the pointer, as far as they exist. */
function nodesOnTheWay(tree: Node, pointer: string): Node[] {
  const nodes = [tree];
  for (const segment of pointerSegments(pointer)) {
    const node = nodes[nodes.length - 1];
    const next =
      node.type === 'object'
        ? memberValue(node, segment)
        : node.type === 'array' && /^\d+$/.test(segment)
          ? node.children?.[Number(segment)]
          : undefined;
    if (!next) break;
    nodes.push(next);
  }
  return nodes;
}

/** The value at the pointer, or undefined when it is not in the text. */
export function nodeAt(source: JsonSource, pointer: string): Node | undefined {
  if (!source.tree) return undefined;
  const nodes = nodesOnTheWay(source.tree, pointer);
  return nodes.length === pointerSegments(pointer).length + 1 ? nodes[nodes.length - 1] : undefined;
}

/**
 * Where, in the file, the character at `offset` of a string's decoded value is: an escape (`\n`, `\"`, `\u00e9`)
 * is one character of the value but several of the file.
 */
export function offsetInString(source: JsonSource, node: Node, offset: number): number {
  const start = node.offset + 1; // past the opening quote
  const end = node.offset + node.length - 1;
  let at = start;
  for (let decoded = 0; decoded < offset && at < end; decoded += 1)
    at += source.text[at] === '\\' ? (source.text[at + 1] === 'u' ? 6 : 2) : 1;
  return Math.min(at, end);
}

/**
 * The position of the value at the pointer, or of its nearest ancestor that exists (a missing property's object);
 * with `exprOffset`, of that character inside the string there; with `atKey`, of the member's key (its name is
 * what is wrong).
 */
export function positionOf(
  source: JsonSource,
  pointer: string,
  { exprOffset, atKey }: { exprOffset?: number; atKey?: boolean } = {},
): Position {
  if (!source.tree) return { line: 1, column: 1 };
  const nodes = nodesOnTheWay(source.tree, pointer);
  const node = nodes[nodes.length - 1];
  const whole = nodes.length === pointerSegments(pointer).length + 1;
  const key = whole && atKey && node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
  const offset = key
    ? key.offset
    : whole && exprOffset !== undefined && node.type === 'string'
      ? offsetInString(source, node, exprOffset)
      : node.offset;
  return placeOffset(source, offset);
}
