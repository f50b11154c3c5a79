import { useState } from 'react';

/**
 * Whether the current `src` failed to load. Tracking the failed URL (not a flag) means a new src gets a
 * fresh attempt without an effect to reset state.
 */
export function useImageFailed(src: string): { failed: boolean; onError: () => void } {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return { failed: src === '' || failedSrc === src, onError: () => setFailedSrc(src) };
}
