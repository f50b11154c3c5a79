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

/** The persisted parts of state saved by an earlier visit (a draft); bad JSON is ignored. */
export function readPersisted(persist: PersistDefinition | undefined, storage: Area): Record<string, unknown> {
  if (!persist || !storage) return {};
  try {
    const saved = JSON.parse(storage.getItem(persist.key) ?? 'null');
    if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return {};
    return Object.fromEntries(
      persist.paths.filter((p) => Object.hasOwn(saved, p)).map((p) => [p, (saved as Record<string, unknown>)[p]]),
    );
  } catch {
    return {};
  }
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
