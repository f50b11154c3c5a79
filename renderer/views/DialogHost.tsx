import { useId } from 'react';
import { css, type Theme } from '@emotion/react';
import { own } from '../core/own';
import type { DialogDefinition, NodeDefinition } from '../../schemas/generated/types';
import type { BackPress } from '../core/actions/context';
import { runChain } from '../core/actions/run';
import { appWord } from '../appWords';
import { eventKey, nodeKey, usePageRuntime, type PageRuntime } from './runtime';
import { renderNodes } from './NodeView';
import { scopeOf } from '../core/scope';
import { isTrue } from '../core/resolve';
import { useSelected } from '../useSelected';
import { Modal } from './Modal';

const backdrop = css({
  background: 'rgba(10, 20, 40, 0.55)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 24,
});

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

// The title takes focus when the dialog opens, to be read out first; it is not a control, so it shows no focus ring.
const heading = (theme: Theme) =>
  ({
    outline: 'none',
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

/** The node `cancel` names among a dialog's nodes (not inside a repeated one, whose items it could not tell apart). */
function findCancel(nodes: readonly NodeDefinition[] | undefined, id: string): NodeDefinition | undefined {
  for (const node of nodes ?? []) {
    if (node.each) continue;
    if (node.id === id) return node;
    const inside = findCancel(node.children, id);
    if (inside) return inside;
  }
  return undefined;
}

/**
 * The dialog's way out, which Escape and the back action take: what tapping its `cancel` control does (while that
 * shows), else its close icon; a dialog with neither stays open, its own action the only way out.
 */
function wayOut(runtime: PageRuntime, definition: DialogDefinition, close: () => void) {
  const control = definition.cancel ? findCancel(definition.children, definition.cancel) : undefined;
  if (control)
    return (press?: BackPress) => {
      if (!isTrue(runtime.expr, control.visible, scopeOf(runtime.store.get()))) return;
      void runtime.runEvent(control, 'tap', undefined, undefined, eventKey(nodeKey(control, undefined), 'tap'), press);
    };
  return definition.closable ? close : undefined;
}

function DialogView({ id, definition }: { id: string; definition: DialogDefinition }) {
  const runtime = usePageRuntime();
  const titleId = useId();
  const title = useSelected(
    runtime.store,
    (s) => String(runtime.expr.resolveDeep(definition.title, scopeOf(s)) ?? ''),
    [definition],
  );

  const close = () => {
    runtime.store.update((draft) => {
      draft.dialogs = draft.dialogs.filter((d) => d !== id);
    });
    void runChain(definition.onClose, runtime);
  };

  return (
    <Modal styles={backdrop} aria-labelledby={titleId} onCancel={wayOut(runtime, definition, close)} data-dialog={id}>
      <div css={panel}>
        {/* Focus goes to the title first: a screen reader reads what the dialog is before what it offers. */}
        <h2 id={titleId} tabIndex={-1} data-initial-focus="" css={definition.hideTitle ? srOnly : heading}>
          {title}
        </h2>
        {definition.closable && (
          <button type="button" css={closeButton} aria-label={closeLabel(runtime)} onClick={close}>
            ×
          </button>
        )}
        <div css={body}>{renderNodes(runtime.expr, definition.children)}</div>
      </div>
    </Modal>
  );
}

/** The close button's name in the page's language (app.close). */
function closeLabel(runtime: ReturnType<typeof usePageRuntime>): string {
  return appWord(runtime.store.get().messages, 'app.close');
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
