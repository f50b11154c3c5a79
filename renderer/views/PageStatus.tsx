import { LOAD_PROBLEM_TEXT } from '../start/appShell';

// The .page-status, .page-spinner and .page-retry classes are start/appShell.ts's: the HTML shows the same loading view
// before any code runs, and the entry the same problem when the code itself cannot be fetched.
export function PageLoading() {
  return (
    <div className="page-status" aria-busy="true" data-page-loading="">
      <span className="page-spinner" aria-hidden="true" />
      Loading…
    </div>
  );
}

export function PageLoadProblem({ onRetry }: { onRetry(): void }) {
  return (
    <div className="page-status" role="alert">
      <p>{LOAD_PROBLEM_TEXT}</p>
      <button type="button" className="page-retry" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
