// Where a page uses words from the catalogue: every `{ "$t": … }` value, and the keys a binding may choose. Pure and
// dependency-free: the build (each page's module carries the English words it uses), the tests and the checker read it.

export const MESSAGE_KEY = /^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;
/** Keys written as quoted strings inside a binding that chooses the key: "{{ x ? 'a.b' : 'a.c' }}". */
const QUOTED_KEY = /'([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+)'|"([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+)"/g;

export interface MessageUse {
  key: string;
  /** JSON pointer of the `$t` in the page. */
  pointer: string;
  /** The placeholder names written beside `$t`. */
  placeholders: string[];
  /** One of the keys a binding chooses from: the placeholders serve them all, so each needs only some of them. */
  chosen: boolean;
}

const escapePointer = (part: string | number) => String(part).replace(/~/g, '~0').replace(/\//g, '~1');

export function messageUses(page: unknown): MessageUse[] {
  const uses: MessageUse[] = [];
  const visit = (value: unknown, pointer: string) => {
    if (Array.isArray(value)) return value.forEach((item, i) => visit(item, `${pointer}/${i}`));
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    if (typeof record.$t === 'string') {
      const placeholders = Object.keys(record).filter((name) => name !== '$t');
      const chosen = record.$t.includes('{{');
      const keys = chosen ? [...record.$t.matchAll(QUOTED_KEY)].map((m) => m[1] ?? m[2]) : [record.$t];
      for (const key of keys) uses.push({ key, pointer: `${pointer}/$t`, placeholders, chosen });
    }
    for (const [name, child] of Object.entries(record)) visit(child, `${pointer}/${escapePointer(name)}`);
  };
  visit(page, '');
  return uses;
}

/** The keys a page uses, each once, sorted. */
export function messageKeysOf(page: unknown): string[] {
  return [...new Set(messageUses(page).map((use) => use.key))].sort();
}
