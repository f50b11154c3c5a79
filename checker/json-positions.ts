// Line and column of every value of a JSON text, by JSON pointer, so a problem can be placed in the
// editor. A small scanner rather than a parser: the text has already parsed, so it only tracks offsets.
import { childPointer } from './json-pointer';

export interface Position {
  line: number;
  column: number;
}

export function jsonPositions(text: string): Map<string, Position> {
  const positions = new Map<string, Position>();
  const lineStarts = [0];
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const place = (offset: number): Position => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - lineStarts[low] + 1 };
  };
  let i = 0;
  const skip = () => {
    while (i < text.length && /\s/.test(text[i])) i += 1;
  };
  const string = (): string => {
    const start = i;
    i += 1;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i += 1;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (pointer: string): void => {
    skip();
    positions.set(pointer, place(i));
    const c = text[i];
    if (c === '{') {
      i += 1;
      skip();
      while (i < text.length && text[i] !== '}') {
        skip();
        const key = string();
        skip();
        i += 1; // ':'
        value(childPointer(pointer, key));
        skip();
        if (text[i] === ',') i += 1;
        skip();
      }
      i += 1;
    } else if (c === '[') {
      i += 1;
      skip();
      let index = 0;
      while (i < text.length && text[i] !== ']') {
        value(childPointer(pointer, index));
        index += 1;
        skip();
        if (text[i] === ',') i += 1;
        skip();
      }
      i += 1;
    } else if (c === '"') string();
    else while (i < text.length && !/[\s,\]}]/.test(text[i])) i += 1;
  };
  value('');
  return positions;
}

/** The position of the pointer, or of its nearest ancestor that exists (a missing property's object). */
export function positionOf(positions: Map<string, Position>, pointer: string): Position {
  for (let at = pointer; ; at = at.slice(0, at.lastIndexOf('/'))) {
    const found = positions.get(at);
    if (found) return found;
    if (at === '') return { line: 1, column: 1 };
  }
}
