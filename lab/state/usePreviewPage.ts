// The text becomes the preview's page only through acceptPage; while the text is not valid the last good page stays.
import { useEffect, useState } from 'react';
import { acceptPage } from '../../renderer/host';
import type { PageDefinition } from '../../schemas/generated/types';

export interface PreviewPage {
  page: PageDefinition | null;
  /** Bumped for each newly accepted text, so the preview starts the page afresh. */
  version: number;
  /** Why the current text is not previewed (empty when it is). */
  problems: string[];
}

export function usePreviewPage(text: string, delayMs = 250): PreviewPage {
  const [state, setState] = useState<PreviewPage>({ page: null, version: 0, problems: [] });
  useEffect(() => {
    let current = true;
    const timer = setTimeout(async () => {
      const verdict = await acceptPage(text);
      if (!current) return;
      setState((previous) =>
        verdict.ok
          ? { page: verdict.page, version: previous.version + 1, problems: [] }
          : { ...previous, problems: verdict.problems },
      );
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, delayMs]);
  return state;
}
