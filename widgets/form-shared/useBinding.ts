import { useState } from 'react';

/**
 * The bound value and its setter when the node has `bind`; otherwise a value held locally, so a widget
 * dropped on a page without a binding (or in a story) still responds to the person using it.
 */
export function useBinding(
  value: unknown,
  setValue: ((next: unknown) => void) | undefined,
): [unknown, (next: unknown) => void] {
  const [localValue, setLocalValue] = useState<unknown>(undefined);
  return setValue ? [value, setValue] : [localValue, setLocalValue];
}
