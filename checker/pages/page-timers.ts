// Timers are named by their id (a page's notes, the lab's timeline, telemetry): one id written twice starts two
// timers that both run (the rating prompt shown twice), where the author meant one.
import { childPointer, isPlainObject } from '../read/json-pointer';
import type { Finding } from '../problem';

export function checkTimerIds(page: unknown): Finding[] {
  const timers = isPlainObject(page) && Array.isArray(page.timers) ? page.timers : [];
  const first = new Map<string, number>();
  return timers.flatMap((timer, index): Finding[] => {
    if (!isPlainObject(timer) || typeof timer.id !== 'string') return [];
    const before = first.get(timer.id);
    if (before === undefined) {
      first.set(timer.id, index);
      return [];
    }
    return [
      {
        code: 'duplicate-id',
        pointer: childPointer(childPointer('/timers', String(index)), 'id'),
        expected: `a timer id no other timer of the page has (timer ${before} is "${timer.id}" already)`,
        found: `${JSON.stringify(timer.id)} again: both timers run`,
        hint: 'rename one, or delete the one you do not mean',
      },
    ];
  });
}
