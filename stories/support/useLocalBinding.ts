import { useState } from 'react';

/**
 * A widget rendered on its own (a story, a test) has no page store: keep its bound value here and report each
 * change to `onChange`. Returns the `value`/`setValue` pair a bound widget receives, or nothing when unbound.
 */
export function useLocalBinding(initial: unknown, onChange: ((value: unknown) => void) | undefined, bound: boolean) {
  const [value, setLocalValue] = useState<unknown>(initial);
  if (!bound || !onChange) return {};
  return {
    value,
    setValue: (next: unknown) => {
      setLocalValue(next);
      onChange(next);
    },
  };
}
