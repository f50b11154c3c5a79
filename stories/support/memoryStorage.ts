// A Storage kept in memory: a story must not read or leave anything in the Storybook tab's real storage,
// where one story's session flags (showBankTip) or complaint draft would change the next story.
export function memoryStorage(seed: Readonly<Record<string, string>> = {}): Storage {
  const map = new Map<string, string>(Object.entries(seed));
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}
