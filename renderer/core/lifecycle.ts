import type { PersistDefinition, TimerDefinition } from '../../schemas/generated/types';
import type { RunContext } from './actions/context';
import { runChain } from './actions/run';
import { isTrue } from './resolve';
import { scopeOf } from './scope';
import type { Services } from './services';

/** Starts the page's timers; returns a function that stops them all. */
export function startTimers(timers: readonly TimerDefinition[] | undefined, ctx: RunContext): () => void {
  const handles: ReturnType<typeof setTimeout>[] = [];
  for (const timer of timers ?? []) {
    const tick = async () => {
      if (!ctx.isAlive()) return;
      if (!isTrue(ctx.expr, timer.while, scopeOf(ctx.store.get()))) return;
      await runChain(timer.actions, ctx);
      if (timer.everyMs !== undefined && ctx.isAlive()) handles.push(setTimeout(tick, timer.everyMs));
    };
    handles.push(setTimeout(tick, timer.afterMs));
  }
  return () => handles.forEach(clearTimeout);
}

type Area = ReturnType<Services['storage']>;

/**
 * The persisted parts of state saved by an earlier visit (a draft); bad JSON is ignored. Storage outlives a release
 * and any script of the origin can write it, so a saved part is read by its shape as a server answer is: it is kept
 * only where it is of the kind the page's own state starts with (text for text, a list of text for a list of text),
 * and a part of another kind is left out, so the page starts from its own value there.
 */
export function readPersisted(
  persist: PersistDefinition | undefined,
  storage: Area,
  initial: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  if (!persist || !storage) return {};
  try {
    const saved = JSON.parse(storage.getItem(persist.key) ?? 'null');
    if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return {};
    const kept: Array<[string, unknown]> = [];
    for (const path of persist.paths) {
      if (!Object.hasOwn(saved, path)) continue;
      const value = shaped(
        (saved as Record<string, unknown>)[path],
        Object.hasOwn(initial, path) ? initial[path] : null,
      );
      if (value !== LEFT_OUT) kept.push([path, value]);
    }
    return Object.fromEntries(kept);
  } catch {
    return {};
  }
}

const LEFT_OUT: unique symbol = Symbol('left out');

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'list' : typeof value);

/**
 * `value` read by the shape of `like` (the page's initial value): null or absent there takes anything; otherwise the
 * same kind, a list keeping only the items of its kind (of its first item, or scalars when it starts empty) and an
 * object leaving out the members of another kind.
 */
function shaped(value: unknown, like: unknown): unknown {
  if (like === null || like === undefined) return value;
  if (kindOf(value) !== kindOf(like)) return LEFT_OUT;
  if (Array.isArray(value)) {
    const item = (like as unknown[])[0];
    const fits = (entry: unknown) =>
      item === undefined ? entry !== null && typeof entry !== 'object' : shaped(entry, item) !== LEFT_OUT;
    return value.filter(fits);
  }
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(value as Record<string, unknown>)) {
      const read = shaped(member, Object.hasOwn(like as object, key) ? (like as Record<string, unknown>)[key] : null);
      if (read !== LEFT_OUT) out[key] = read;
    }
    return out;
  }
  return value;
}

/** Writes the persisted parts of state whenever one of them changes. */
export function keepPersisted(persist: PersistDefinition | undefined, storage: Area, ctx: RunContext): () => void {
  if (!persist || !storage) return () => {};
  const pick = () => persist.paths.map((p) => ctx.store.get().state[p]);
  let last = pick();
  return ctx.store.subscribe(() => {
    const now = pick();
    if (now.every((value, i) => value === last[i])) return;
    last = now;
    try {
      storage.setItem(persist.key, JSON.stringify(Object.fromEntries(persist.paths.map((p, i) => [p, now[i]]))));
    } catch (error) {
      ctx.report(`persist ${persist.key}: ${String(error)}`);
    }
  });
}
