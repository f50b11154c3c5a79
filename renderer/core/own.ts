/**
 * A page's names (routes, chains, dialogs, validation groups, widgets, events) are looked up as own properties only:
 * `constructor`, `toString` or `__proto__` must name nothing unless the page itself declared them.
 */
export function own<T>(record: Readonly<Record<string, T>> | null | undefined, name: string): T | undefined {
  return record != null && typeof name === 'string' && Object.hasOwn(record, name) ? record[name] : undefined;
}
