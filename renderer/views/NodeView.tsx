import { memo, useMemo, useState, type ReactNode } from 'react';
import { own } from '../core/own';
import type { NodeDefinition } from '../../schemas/generated/types';
import type { ExprEngine } from '../../expr/runtime';
import { writeAt } from '../core/paths';
import { eventKey, nodeKey, usePageRuntime } from './runtime';
import { scopeOf, type Locals } from '../core/scope';
import { useSelected } from '../useSelected';
import { nodeEachInputs, visibleFromLocals } from '../core/nodeInputs';
import { isTrue, resolveEach } from '../core/resolve';
import { useNodeState } from '../useNodeState';
import { WidgetBoundary } from './WidgetBoundary';
import { nodeAttributes } from '../widget';
import { markPageWrittenData } from '../core/actions/urlSource';
import { EACH_PAGE_SIZE, ShowMore, showMoreLabel } from './ShowMore';

interface NodeViewProps {
  node: NodeDefinition;
  locals?: Locals;
}

/**
 * Renders nodes: each once, or once per item of its `each` list. The choice is made here rather than in a wrapper
 * component, so a node costs one component (and its fiber) less: on a 100-field form, with its hidden alternatives,
 * that is some 300 fibers fewer.
 */
export function renderNodes(
  expr: ExprEngine,
  nodes: readonly NodeDefinition[] | undefined,
  locals?: Locals,
): ReactNode {
  return nodes?.map((child, index) => {
    if (child.each) return <EachView key={child.id ?? index} node={child} locals={locals} />;
    // An item's alternatives (a text field for one kind of item, a picker for another) are decided here: each hidden
    // one would otherwise be a component with its hooks and a store subscription, three for every item of the form.
    if (visibleFromLocals(expr, child) && !isTrue(expr, child.visible, { ...locals })) return null;
    return <WidgetNode key={child.id ?? index} node={child} locals={locals} />;
  });
}

/**
 * A server list can hold thousands of items (5,000 image URLs froze a phone): the first EACH_PAGE_SIZE render, and
 * "Show more" adds the next page, so each render does bounded work whatever the answer holds.
 */
const EachView = memo(function EachView({ node, locals }: NodeViewProps) {
  const runtime = usePageRuntime();
  const entries = useSelected(
    runtime.store,
    (s) => resolveEach(runtime.expr, node, scopeOf(s, locals)),
    [node, locals],
    nodeEachInputs(runtime.expr, node),
  );
  const [limit, setLimit] = useState(EACH_PAGE_SIZE);
  // Each item's locals by its key, kept while its parent, item and index stay the same objects, so an unchanged item's
  // node (memo) skips the render; a cache rather than a component per item, which would cost a fiber and a hook each.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new cache whenever the parent node or its locals change
  const itemLocals = useMemo(() => new Map<string, Locals>(), [node, locals]);
  const shown = entries.slice(0, limit);
  if (itemLocals.size > shown.length) {
    const keys = new Set(shown.map((entry) => entry.key)); // items gone from the list leave the cache
    for (const key of itemLocals.keys()) if (!keys.has(key)) itemLocals.delete(key);
  }
  return (
    <>
      {shown.map((entry) => {
        let own = itemLocals.get(entry.key);
        if (!own || own.item !== entry.item || own.index !== entry.index)
          itemLocals.set(entry.key, (own = { ...locals, item: entry.item, index: entry.index }));
        return <WidgetNode key={entry.key} node={node} locals={own} />;
      })}
      {entries.length > limit && (
        <ShowMore
          label={showMoreLabel(runtime.store.get().messages, entries.length - limit)}
          onMore={() => setLimit((n) => n + EACH_PAGE_SIZE)}
        />
      )}
    </>
  );
});

const WidgetNode = memo(function WidgetNode({ node, locals }: NodeViewProps) {
  const runtime = usePageRuntime();
  const { store } = runtime;
  const key = nodeKey(node, locals);
  const { resolved, busy, target, value } = useNodeState(store, runtime.expr, node, locals, key);

  // Both handlers in one hook: two fewer objects per node than a useCallback each.
  const { emit, setValue } = useMemo(() => {
    const emit = (event: string, payload?: unknown) =>
      void runtime.runEvent(node, event, payload, locals, eventKey(key, event));
    const setValue = (next: unknown) => {
      if (!target) return;
      if (target.root === 'data') markPageWrittenData(store, target.path); // typed text is no server link
      store.update((draft) => writeAt(draft, target, next));
      emit('change', next);
    };
    return { emit, setValue };
  }, [runtime, store, node, locals, key, target]);

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
        nodeAttributes={nodeAttributes(node)}
        {...(node.bind ? { value, setValue } : {})}
      >
        {renderNodes(runtime.expr, node.children, locals)}
      </Component>
    </WidgetBoundary>
  );
});
