import { useEffect, useId, useRef } from 'react';
import { own } from './core/own';
import type { Theme } from '@emotion/react';
import type { DialogDefinition } from '../schemas/generated/types';
import { runChain } from './core/actions/run';
import { usePageRuntime } from './runtime';
import { renderNodes } from './NodeView';
import { scopeOf } from './core/scope';
import { useSelected } from './useSelected';

const backdrop = {
  position: 'fixed',
  inset: 0,
  background: 'rgba(10, 20, 40, 0.55)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 24,
  zIndex: 50,
} as const;

const panel = (theme: Theme) =>
  ({
    position: 'relative',
    width: '100%',
    maxWidth: 340,
    maxHeight: '85vh',
    overflowY: 'auto',
    background: theme.colors.surface,
    color: theme.colors.text,
    borderRadius: theme.radius.large,
    padding: '24px 20px 20px',
    boxShadow: '0 12px 40px rgba(0,0,0,0.25)',
    outline: 'none',
  }) as const;

const heading = (theme: Theme) =>
  ({
    margin: '0 0 14px',
    fontSize: theme.font.title,
    fontWeight: 700,
    textAlign: 'center',
    padding: '0 24px',
  }) as const;

const body = { display: 'flex', flexDirection: 'column', gap: 16 } as const;

const srOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const closeButton = (theme: Theme) =>
  ({
    position: 'absolute',
    top: 10,
    right: 10,
    width: 36,
    height: 36,
    border: 0,
    borderRadius: 18,
    background: 'transparent',
    color: theme.colors.muted,
    fontSize: 22,
    lineHeight: 1,
    cursor: 'pointer',
  }) as const;

function DialogView({ id, definition }: { id: string; definition: DialogDefinition }) {
  const runtime = usePageRuntime();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const title = useSelected(
    runtime.store,
    (s) => String(runtime.expr.resolveDeep(definition.title, scopeOf(s)) ?? ''),
    [definition],
  );

  useEffect(() => {
    // Move focus into the dialog so screen readers announce it; give it back when it closes.
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    return () => previous?.focus?.();
  }, []);

  const close = () => {
    runtime.store.update((draft) => {
      draft.dialogs = draft.dialogs.filter((d) => d !== id);
    });
    void runChain(definition.onClose, runtime);
  };

  return (
    <div css={backdrop}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        css={panel}
        data-dialog={id}
      >
        <h2 id={titleId} css={definition.hideTitle ? srOnly : heading}>
          {title}
        </h2>
        {definition.closable && (
          <button type="button" css={closeButton} aria-label={closeLabel(runtime)} onClick={close}>
            ×
          </button>
        )}
        <div css={body}>{renderNodes(runtime.expr, definition.children)}</div>
      </div>
    </div>
  );
}

/** The close button's name in the page's language (app.close). */
function closeLabel(runtime: ReturnType<typeof usePageRuntime>): string {
  return runtime.store.get().messages?.format('app.close', {}) ?? 'app.close';
}

/** Renders the open dialogs, the most recent on top. */
export function DialogHost() {
  const runtime = usePageRuntime();
  const open = useSelected(runtime.store, (s) => s.dialogs, []);
  return (
    <>
      {open.map((id) => {
        const definition = own(runtime.page.dialogs, id);
        return definition ? <DialogView key={id} id={id} definition={definition} /> : null;
      })}
    </>
  );
}
