// Props arrive with bindings resolved but not re-checked against the schema, so a list that has not
// loaded yet (undefined) or a server value of the wrong kind must not crash a widget.

export function asList<T>(value: readonly T[] | null | undefined): readonly T[] {
  return Array.isArray(value) ? value : [];
}

/** A prop's text; an object is never text (a stored or served value of the wrong kind shows nothing, not "[object Object]"). */
export function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && !Array.isArray(value)) return '';
  return typeof value === 'string' ? value : String(value);
}

/** A whole number within [min, max]; anything unusable becomes `fallback`. */
export function clampInt(value: unknown, min: number, max: number, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.round(n)));
}
