import type { Handler } from './context';
import type { LeaveAction } from '../../../schemas/generated/types';

/**
 * Leaves the page the way back would. During a native back press still waiting for its answer, the answer itself
 * ("not handled") is the way out: the shell goes back, and a closeWebview as well would take the borrower out twice.
 * Otherwise the app closes its webview, and a browser goes back past the page's own history entry.
 * Nothing after it runs: the page is on its way out.
 */
export const leaveAction: Handler<LeaveAction> = (_action, ctx) => {
  const press = ctx.backPress;
  if (press && !press.answered) {
    press.left = true;
    return 'stop';
  }
  if (ctx.services.inApp?.() === true) ctx.services.sendNative('closeWebview');
  else if (ctx.leaveBrowser) ctx.leaveBrowser();
  else ctx.report('leave: this page has no way out here (no app shell, no page history)');
  return 'stop';
};
