// A dialog's `cancel`: the control whose tap Escape and the back action repeat (renderer/views/DialogHost.tsx). It must be a
// node of that dialog, not a repeated one (its items could not be told apart), with a tap chain to repeat. And every
// dialog has a way out: a `cancel`, a close icon (`closable`), a control of its own to tap, or the page taking it away (a
// closeDialog of it, or the chain that opens it going on to leave: the "sent" mark shown while the page moves on);
// without any, the borrower is held by a modal that Escape and back do not close either (docs/pages.md).
import { childPointer, isPlainObject } from '../read/json-pointer';
import type { ActionSite, NodeSite } from './page-sites';
import type { Finding } from '../problem';
import { didYouMean, nameFixOf } from '../suggest';

const tappable = ({ node }: NodeSite) => isPlainObject(node.on) && node.on.tap !== undefined;

const LEAVING: ReadonlySet<unknown> = new Set(['navigate', 'replaceLocation', 'leave']);

/** Whether the page itself closes the dialog: a closeDialog of it, or a leaving action after its openDialog in a chain. */
function closedByPage(name: string, actions: readonly ActionSite[]): boolean {
  const chainOf = (pointer: string) => pointer.slice(0, pointer.lastIndexOf('/'));
  const indexOf = (pointer: string) => Number(pointer.slice(pointer.lastIndexOf('/') + 1));
  const opens = actions.filter(({ action }) => action.do === 'openDialog' && action.dialog === name);
  return actions.some(
    ({ action, pointer }) =>
      (action.do === 'closeDialog' && action.dialog === name) ||
      (LEAVING.has(action.do) &&
        opens.some((open) => chainOf(open.pointer) === chainOf(pointer) && indexOf(open.pointer) < indexOf(pointer))),
  );
}

function noWayOut(name: string, dialog: Record<string, unknown>, sites: Sites): Finding[] {
  const at = childPointer(childPointer('', 'dialogs'), name);
  if (dialog.closable === true || dialog.cancel !== undefined) return [];
  if (sites.nodes.some((site) => site.pointer.startsWith(`${at}/`) && tappable(site))) return [];
  if (closedByPage(name, sites.actions)) return [];
  return [
    {
      code: 'dialog-no-way-out',
      pointer: at,
      expected:
        'a dialog with a way out: a button of its own, a "cancel" naming its Cancel button, or "closable": true',
      found: `the dialog "${name}" with no control to tap, no cancel and no close icon: once open it cannot be closed`,
      hint: 'add its buttons (the dialogButtons fragment gives Cancel and an action), or write "closable": true',
    },
  ];
}

interface Sites {
  nodes: readonly NodeSite[];
  actions: readonly ActionSite[];
}

export function checkDialogWaysOut(page: unknown, sites: Sites): Finding[] {
  const { nodes } = sites;
  const dialogs = isPlainObject(page) && isPlainObject(page.dialogs) ? page.dialogs : {};
  return Object.entries(dialogs).flatMap(([name, dialog]): Finding[] => {
    if (!isPlainObject(dialog)) return [];
    if (typeof dialog.cancel !== 'string') return noWayOut(name, dialog, sites);
    const inside = `${childPointer(childPointer('', 'dialogs'), name)}/`;
    const controls = nodes.filter(
      (site) =>
        site.pointer.startsWith(inside) &&
        site.eachChain.length === 0 &&
        typeof site.node.id === 'string' &&
        tappable(site),
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
