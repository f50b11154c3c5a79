// Route keys written in a widget's props (a site navigation item's `route`, listed by the widget schema's
// `x-widget.routes`): the widget links to that route's page, so a misspelt key is refused as a navigate action's is,
// with the same "did you mean" and the same fix for a path written where the key belongs.
import { childPointer, isPlainObject, valuesAt } from '../read/json-pointer';
import type { NodeSite, ReferenceSite } from './page-sites';

/** Each widget type's prop paths that name a route key (such as the route of every item). */
export type WidgetRoutes = ReadonlyMap<string, readonly string[]>;

export function widgetRouteReferences(nodes: readonly NodeSite[], widgetRoutes: WidgetRoutes): ReferenceSite[] {
  return nodes.flatMap(({ pointer, node }) => {
    const paths = typeof node.type === 'string' ? widgetRoutes.get(node.type) : undefined;
    if (!paths || !isPlainObject(node.props)) return [];
    const props = childPointer(pointer, 'props');
    return paths.flatMap((path) =>
      valuesAt(node.props, path.split('/'), props).flatMap(({ value, pointer: at }): ReferenceSite[] =>
        typeof value === 'string' ? [{ pointer: at, kind: 'route', name: value }] : [],
      ),
    );
  });
}
