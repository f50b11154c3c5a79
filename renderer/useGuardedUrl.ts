import { useContext, useEffect, useState } from 'react';
import { PageRuntimeContext } from './views/runtime';

/**
 * For widgets that load a URL they were handed (an image from the query string): the URL the guard
 * accepts, `null` while it decides or when it refuses (so nothing is fetched), and the URL as given
 * when `guarded` is false. Outside a page (a lone widget in a story) there is no guard: refused.
 */
export function useGuardedUrl(url: string, guarded: boolean): string | null {
  const runtime = useContext(PageRuntimeContext);
  const [verdict, setVerdict] = useState<{ url: string; accepted: string | null } | null>(null);
  useEffect(() => {
    if (!guarded || !runtime || url === '') return;
    let current = true;
    Promise.resolve(runtime.services.guardUrl(url))
      .then((outcome) => {
        if (!outcome.ok) runtime.report(`refused image URL: ${outcome.reason}`);
        if (current)
          setVerdict({
            url,
            accepted: outcome.ok && outcome.kind !== 'native' && outcome.kind !== 'mail' ? outcome.url : null,
          });
      })
      .catch(() => current && setVerdict({ url, accepted: null }));
    return () => {
      current = false;
    };
  }, [runtime, url, guarded]);
  if (!guarded) return url;
  return verdict?.url === url ? verdict.accepted : null;
}
