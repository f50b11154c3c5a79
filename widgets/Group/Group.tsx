import type { GroupProps, WidgetRenderProps } from '../../renderer/public';

/**
 * Its children, as they are: a list item's wrapper without a box. On the bank form each of 100 items was a Stack
 * around its one visible field, a hundred elements with nothing to lay out.
 */
export function Group({ children }: WidgetRenderProps<GroupProps>) {
  return <>{children}</>;
}
