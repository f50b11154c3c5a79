// What page stories' play functions share: waiting for the first load, the toast region, the bridge log.
import { expect, waitFor, within } from 'storybook/test';
import type { BridgeLogEntry } from '../../api/bridge';

// The first story of a file also waits for Vite to serve the page-definition chunk.
const FIRST_LOAD_TIMEOUT_MS = 5000;

/** Resolves once the page definition is rendered and no loading message is up. */
export async function pageSettled(canvasElement: HTMLElement): Promise<void> {
  await waitFor(
    () => {
      expect(canvasElement.querySelector('main')).not.toBeNull();
      expect(canvasElement.querySelector('[data-page-loading], [data-loading]')).toBeNull();
    },
    { timeout: FIRST_LOAD_TIMEOUT_MS },
  );
}

/** The single role="status" live region (toasts and loading messages). */
export function statusRegion(canvasElement: HTMLElement): HTMLElement {
  return within(canvasElement).getByRole('status');
}

/** Native-bridge messages sent since the story's loader cleared the log (no native host in Storybook). */
export function bridgeLog(): readonly BridgeLogEntry[] {
  return window.__bridgeLog ?? [];
}

/** Default play for state-only stories: the accessibility check then sees the loaded page, not "Loading…". */
export async function playSettled({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  await pageSettled(canvasElement);
}
