import { memo, useCallback, useMemo, useState, type ReactNode } from 'react';
import { own } from './own';
import type { NodeDefinition } from '../schemas/generated/types';
import { writeAt } from './paths';
import { resolveEach } from './resolve';
import { nodeUid, usePageRuntime } from './runtime';
import { scopeOf, type Locals } from './scope';
import { useSelected } from './useSelected';
import { nodeEachInputs } from './nodeInputs';
import { useNodeState } from './useNodeState';
import { WidgetBoundary } from './WidgetBoundary';
import { markPageWrittenData } from './actions/urlSource';
import { EACH_PAGE_SIZE, ShowMore } from './ShowMore';

interface NodeViewProps {
  node: NodeDefinition;
  locals?: Locals;
}

/** Renders a node: once, or once per item of its `each` list. */
export const NodeView = memo(function NodeView({ node, locals }: NodeViewProps) {
  return node.each ? <EachView node={node} locals={locals} /> : <WidgetNode node={node} locals={locals} />;
});

export function renderNodes(nodes: readonly NodeDefinition[] | undefined, locals?: Locals): ReactNode {
  return nodes?.map((child, index) => <NodeView key={child.id ?? index} node={child} locals={locals} />);
}

/**
 * A server list can hold thousands of items (5,000 image URLs froze a phone): the first EACH_PAGE_SIZE render, and
 * "Show more" adds the next page, so each render does bounded work whatever the answer holds.
 */
function EachView({ node, locals }: NodeViewProps) {
  const runtime = usePageRuntime();
  const entries = useSelected(runtime.store, (s) => resolveEach(node, scopeOf(s, locals)), [node, locals], nodeEachInputs(node));
  const [limit, setLimit] = useState(EACH_PAGE_SIZE);
  return (
    <>
      {entries.slice(0, limit).map((entry) => (
        <EachItem key={entry.key} node={node} parent={locals} item={entry.item} index={entry.index} />
      ))}
      {entries.length > limit && <ShowMore left={entries.length - limit} onMore={() => setLimit((n) => n + EACH_PAGE_SIZE)} />}
    </>
  );
}

const EachItem = memo(function EachItem({ node, parent, item, index }: { node: NodeDefinition; parent?: Locals; item: unknown; index: number }) {
  const locals = useMemo(() => ({ ...parent, item, index }), [parent, item, index]);
  return <WidgetNode node={node} locals={locals} />;
});

function WidgetNode({ node, locals }: NodeViewProps) {
  const runtime = usePageRuntime();
  const { store } = runtime;
  const eventKey = `${nodeUid(node)}#${locals?.index ?? ''}`;
  const { resolved, busy, target, value } = useNodeState(store, node, locals, eventKey);

  const emit = useCallback(
    (event: string, payload?: unknown) => void runtime.runEvent(node, event, payload, locals, `${eventKey}:${event}`),
    [runtime, node, locals, eventKey],
  );
  const setValue = useCallback(
    (next: unknown) => {
      if (!target) return;
      if (target.root === 'data') markPageWrittenData(store, target.path); // typed text is no server link
      store.update((draft) => writeAt(draft, target, next));
      emit('change', next);
    },
    [store, target, emit],
  );

  if (!resolved.visible) return null;
  const widget = own(runtime.widgets, node.type);
  if (!widget) {
    runtime.report(`unknown widget type "${node.type}"`);
    return null;
  }
  const Component = widget.component;
  return (
    <WidgetBoundary type={node.type} report={runtime.report}>
      <Component
        props={resolved.props}
        emit={emit}
        busy={busy}
        nodeId={node.id}
        {...(node.bind ? { value, setValue } : {})}
      >
        {renderNodes(node.children, locals)}
      </Component>
    </WidgetBoundary>
  );
}
