// An error's stack as it may leave the device: code positions, never values. A frame of the app's own origin keeps its
// script address (no query or hash), line, column and function name, which is what `npm run trace` needs to find the
// source line; a frame of any other origin (an extension, an injected script) is cut to that origin; every line that
// is not a frame (the message V8 puts first, which can quote anything) is dropped. Frames are written one per line
// in V8's form, whichever browser wrote them (WebKit's `name@url:line:column` included), so one reader reads them all.

export interface StackFrame {
  /** The function's name as the engine gave it (minified in a production build); absent for an anonymous one. */
  fn?: string;
  /** The script's address, or an engine marker such as `<anonymous>` or `native`. */
  at: string;
  line?: number;
  column?: number;
}

const MAX_FRAMES = 20;
/** Function names are code identifiers (`Object.<anonymous>`, `new Foo`, `async x`, `y/<`); anything else is not kept. */
const FUNCTION_NAME = /^[\w$.<>[\] /]{1,80}$/;
const ENGINE_MARKER = /^(<anonymous>|native|\[native code\])$/;
const V8_FRAME = /^\s*at (?:(.+?) \((.+)\)|(.+))$/;
const WEBKIT_FRAME = /^(.*?)@(.+)$/;
const POSITION = /^(.+?)(?::(\d+))?(?::(\d+))?$/;

/** One line of a stack as a frame, or undefined when it is not one. */
export function parseFrame(line: string): StackFrame | undefined {
  const v8 = V8_FRAME.exec(line);
  const webkit = v8 ? undefined : WEBKIT_FRAME.exec(line.trim());
  const fn = v8 ? v8[1] : webkit?.[1];
  const where = v8 ? (v8[2] ?? v8[3]) : webkit?.[2];
  if (where === undefined) return undefined;
  const [, at, line_, column] = POSITION.exec(where.trim()) ?? [];
  return {
    ...(fn && { fn }),
    at,
    ...(line_ && { line: Number(line_) }),
    ...(column && { column: Number(column) }),
  };
}

/** A frame as a stack line in V8's form. */
export function formatFrame({ fn, at, line, column }: StackFrame): string {
  const where = `${at}${line === undefined ? '' : `:${line}`}${column === undefined ? '' : `:${column}`}`;
  return fn ? `    at ${fn} (${where})` : `    at ${where}`;
}

/**
 * The app's own script address without query or hash; another origin's as that origin; an engine marker as is. An
 * address without a line and column is no frame an engine wrote (a message line can look like one): not kept.
 */
function scrubAddress({ at, column }: StackFrame, appOrigin: string): string | undefined {
  if (ENGINE_MARKER.test(at)) return at;
  if (column === undefined) return undefined;
  try {
    const url = new URL(at);
    if (url.origin === appOrigin) return `${url.origin}${url.pathname}`;
    return url.origin === 'null' ? url.protocol : url.origin;
  } catch {
    return undefined; // neither a marker nor an address: it may hold anything
  }
}

/** The stack made safe to send (see above); empty when no line of it is a frame. */
export function scrubStack(stack: string, appOrigin: string): string {
  const frames: string[] = [];
  for (const line of stack.split('\n')) {
    const frame = parseFrame(line);
    const at = frame && scrubAddress(frame, appOrigin);
    if (!frame || at === undefined) continue;
    const own = at.startsWith(`${appOrigin}/`);
    const fn = frame.fn && FUNCTION_NAME.test(frame.fn) ? frame.fn : undefined;
    frames.push(formatFrame(own ? { ...frame, fn, at } : { at }));
    if (frames.length === MAX_FRAMES) break;
  }
  return frames.join('\n');
}
