import { useState } from 'react';
import { approvedImageSrc } from '../../renderer/public';

/**
 * Whether the current `src` cannot be shown: empty, refused by the image rule (not the app's or a listed CDN
 * origin), or failed to load. Tracking the failed URL (not a flag) means a new src gets a fresh attempt without an
 * effect to reset state. `src` is the URL to load.
 */
export function useImageFailed(src: string): { failed: boolean; onError: () => void; src: string } {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const approved = approvedImageSrc(src);
  return { failed: approved === null || failedSrc === src, onError: () => setFailedSrc(src), src: approved ?? '' };
}
