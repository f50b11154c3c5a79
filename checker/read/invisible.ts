// Characters an operator cannot see on screen: pasted from a chat or a word processor, they make two names that look
// the same differ (a zero-width space inside "confirmSave"). A message shows each by its name, so the two no longer read alike.
const NAMES: Readonly<Record<string, string>> = {
  '\u00a0': 'no-break space',
  '\u00ad': 'soft hyphen',
  '\u200b': 'zero-width space',
  '\u200c': 'zero-width non-joiner',
  '\u200d': 'zero-width joiner',
  '\u200e': 'left-to-right mark',
  '\u200f': 'right-to-left mark',
  '\u202f': 'narrow no-break space',
  '\u2060': 'word joiner',
  '\ufeff': 'zero-width no-break space',
};

const escaped = (character: string) => `\\u${character.codePointAt(0)!.toString(16).padStart(4, '0')}`;
// An alternation, not a class: a joiner inside a class would join its neighbours into one character.
const INVISIBLE = new RegExp(Object.keys(NAMES).map(escaped).join('|'), 'g');

const named = (character: string) =>
  `⟨U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} ${NAMES[character]}⟩`;

/** The text with every invisible character written as its name: `confirm⟨U+200B zero-width space⟩Save`. */
export const showInvisible = (text: string): string => text.replace(INVISIBLE, named);

/**
 * What to delete when `written` is `meant` with only invisible characters or spaces around it added (a pasted name):
 * said in words, since the two look the same on screen; undefined when they differ in what shows.
 */
export function invisibleDifference(written: string, meant: string): string | undefined {
  const visible = written.replace(INVISIBLE, '');
  const found = [...new Set(written.match(INVISIBLE) ?? [])];
  if (found.length && visible === meant) return `delete the invisible ${found.map(named).join(' and ')} in it`;
  if (visible.trim() !== meant || visible === meant) return undefined;
  const start = visible !== visible.trimStart();
  const end = visible !== visible.trimEnd();
  return `remove the space at its ${start && end ? 'start and end' : start ? 'start' : 'end'}`;
}
