// A dialog's `cancel`: the control whose tap Escape and the back action repeat (renderer/views/DialogHost.tsx). It must be a
// node of that dialog, not a repeated one (its items could not be told apart), with a tap chain to repeat.
import { childPointer, isPlainObject } from '../read/json-pointer';
import type { NodeSite } from './page-sites';
import type { Finding } from '../problem';
import { didYouMean, nameFixOf } from '../suggest';

export function checkDialogCancels(page: unknown, nodes: readonly NodeSite[]): Finding[] {
  const dialogs = isPlainObject(page) && isPlainObject(page.dialogs) ? page.dialogs : {};
  return Object.entries(dialogs).flatMap(([name, dialog]): Finding[] => {
    if (!isPlainObject(dialog) || typeof dialog.cancel !== 'string') return [];
    const inside = `${childPointer(childPointer('', 'dialogs'), name)}/`;
    const controls = nodes.filter(
      ({ pointer, node, eachChain }) =>
        pointer.startsWith(inside) &&
        eachChain.length === 0 &&
        typeof node.id === 'string' &&
        isPlainObject(node.on) &&
        node.on.tap !== undefined,
    );
    const ids = controls.map(({ node }) => node.id as string);
    if (ids.includes(dialog.cancel)) return [];
    const hint = didYouMean(dialog.cancel, ids);
    return [
      {
        code: 'dialog-cancel',
        pointer: childPointer(childPointer(childPointer('', 'dialogs'), name), 'cancel'),
        expected: `the id of a control of this dialog that has a tap chain (${ids.length ? ids.join(', ') : 'none'})`,
        found: JSON.stringify(dialog.cancel),
        ...(hint ? { hint } : {}),
        ...nameFixOf(hint),
      },
    ];
  });
}
