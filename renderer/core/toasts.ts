// One toast and one loading message at a time, shown in the single role="status" region.
export interface ToastState {
  toast: { id: number; message: string } | null;
  loading: { id: number; message: string }[];
}

// Spec: "Toasts last 3 s by default (minimum 300 ms override), or 2 s in the common helper": the failure toast a
// call shows with the server's message (api/client.ts) is the common helper's.
const DEFAULT_MS = 3000;
const MIN_MS = 300;
/** How long the shared call helper's failure toast stays (the client's own toast of a failed call). */
export const HELPER_FAILURE_TOAST_MS = 2000;

export function createToaster() {
  let state: ToastState = { toast: null, loading: [] };
  let nextId = 1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const emit = (next: ToastState) => {
    state = next;
    for (const l of [...listeners]) l();
  };
  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Spec: toasts last 3 s by default, an override no shorter than 300 ms. */
    show(message: string, durationMs = DEFAULT_MS) {
      if (!message) return;
      const id = nextId++;
      clearTimeout(timer);
      emit({ ...state, toast: { id, message } });
      timer = setTimeout(
        () => {
          if (state.toast?.id === id) emit({ ...state, toast: null });
        },
        Math.max(MIN_MS, durationMs),
      );
    },
    /** Shows a loading message until the returned function is called (idempotent). */
    loading(message: string): () => void {
      const id = nextId++;
      emit({ ...state, loading: [...state.loading, { id, message }] });
      let closed = false;
      return () => {
        if (closed) return;
        closed = true;
        emit({ ...state, loading: state.loading.filter((l) => l.id !== id) });
      };
    },
    clear() {
      clearTimeout(timer);
      emit({ toast: null, loading: [] });
    },
  };
}

export type Toaster = ReturnType<typeof createToaster>;
