// What page stories' play functions share: waiting for what the loaded page shows, the toast region,
// the bridge log. A page has no "loaded" signal of its own (its onLoad chain starts after the first
// paint), so a story waits for something the load produces; the accessibility check that runs after the
// play then sees the loaded page rather than "Loading…".
import { expect, waitFor, within } from 'storybook/test';
import type { BridgeLogEntry } from '../../api/bridge';

// The first story of a file also waits for Vite to transform the page definition and its widgets.
export const FIRST_LOAD_TIMEOUT_MS = 5000;

type PlayContext = { canvasElement: HTMLElement };

async function noLoadingMessage(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() => expect(canvasElement.querySelector('[data-page-loading], [data-loading]')).toBeNull(), {
    timeout: FIRST_LOAD_TIMEOUT_MS,
  });
}

/** Resolves once `text` is visible and no loading message is up. */
export async function waitForText(canvasElement: HTMLElement, text: string | RegExp): Promise<HTMLElement> {
  const element = await within(canvasElement).findByText(text, {}, { timeout: FIRST_LOAD_TIMEOUT_MS });
  await noLoadingMessage(canvasElement);
  await expect(element).toBeVisible();
  return element;
}

/** Resolves once a button named `name` is visible and no loading message is up. */
export async function waitForButton(canvasElement: HTMLElement, name: string | RegExp): Promise<HTMLElement> {
  const button = await within(canvasElement).findByRole('button', { name }, { timeout: FIRST_LOAD_TIMEOUT_MS });
  await noLoadingMessage(canvasElement);
  await expect(button).toBeVisible();
  return button;
}

/** A play function for a state story: the loaded page shows each of these texts. */
export function playShowsText(...texts: Array<string | RegExp>) {
  return async ({ canvasElement }: PlayContext) => {
    for (const text of texts) await waitForText(canvasElement, text);
  };
}

/** A play function for a state story: the loaded page shows a button with each of these names. */
export function playShowsButtons(...names: Array<string | RegExp>) {
  return async ({ canvasElement }: PlayContext) => {
    for (const name of names) await waitForButton(canvasElement, name);
  };
}

/** Resolves with the dialog named `name` once it is visible (dialogs open when the page's load settles). */
export async function waitForDialog(
  canvasElement: HTMLElement,
  name: string | RegExp,
  timeout = FIRST_LOAD_TIMEOUT_MS,
): Promise<HTMLElement> {
  const dialog = await within(canvasElement).findByRole('dialog', { name }, { timeout });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A play function for a dialog story: the dialog named `name` opens. */
export function playOpensDialog(name: string | RegExp) {
  return async ({ canvasElement }: PlayContext) => {
    await waitForDialog(canvasElement, name);
  };
}

/** The single role="status" live region (toasts and loading messages). */
export function statusRegion(canvasElement: HTMLElement): HTMLElement {
  return within(canvasElement).getByRole('status');
}

/** Native-bridge messages sent since the story's loader cleared the log (no native host in Storybook). */
export function bridgeLog(): readonly BridgeLogEntry[] {
  return window.__bridgeLog ?? [];
}
