// Reading labels and values out of server-shaped option objects (picker options, tabs).

/** An item's own property `key`; inherited names such as `constructor` are never read. */
export function readKey(item: unknown, key: string): unknown {
  if (typeof item !== 'object' || item === null || !Object.hasOwn(item, key)) return undefined;
  return (item as Record<string, unknown>)[key];
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/**
 * Whether a bound value picks out a choice. The server sends the same id as "1" in one response and 1
 * in another, so numbers and numeric strings compare by number; nothing matches an unset value.
 */
export function sameChoice(a: unknown, b: unknown): boolean {
  if (a === undefined || a === null || b === undefined || b === null) return false;
  if (a === b) return true;
  const x = asNumber(a);
  const y = asNumber(b);
  return x !== null && y !== null && x === y;
}
