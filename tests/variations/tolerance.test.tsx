// The variation suite: every borrower screen's first answer, changed in one field at a time as real back ends differ
// (variations.ts), served through the sandbox and rendered with the real client, reader and page. A screen stays usable
// when it shows no whole-screen error and its main action is there and enabled. CI fails when a number/text swap, a
// null, a missing optional field or an extra field takes a screen down; the share of usable screens over every kind is
// printed at the end (the README states it).
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReaderSchema } from '../../api/client-read';
import { createSandbox } from '../../sandbox/core';
import { clientFor } from '../unit/sandbox/helpers';
import { renderRoute, sandbox, settled, setUpSandbox } from '../support/renderRoute';
import english from '../../messages/en.json';
import { EMPTY_STATE_KEYS, VARIED_SCREENS, type VariedScreen } from './screens';
import { GATED_KINDS, UNUSABLE_KINDS, variationsOf, type Variation, type VariationKind } from './variations';

setUpSandbox();

interface Case {
  screen: VariedScreen;
  variation: Variation;
  body: Record<string, unknown>;
}

const cases: Case[] = [];
const tally = new Map<VariationKind, { usable: number; total: number; down: string[] }>();

beforeAll(async () => {
  const client = clientFor(createSandbox(), undefined, false);
  for (const screenDef of VARIED_SCREENS) {
    const answer = await client.call(screenDef.endpoint, screenDef.params);
    const schema = await loadReaderSchema(screenDef.endpoint);
    if (!answer.success || !schema)
      throw new Error(`${screenDef.path}: no base answer or schema for ${screenDef.endpoint}`);
    const body = answer.raw as Record<string, unknown>;
    for (const variation of variationsOf(answer.data, schema))
      cases.push({ screen: screenDef, variation, body: { ...body, data: variation.data } });
  }
});

const EMPTY_STATE_WORDS = EMPTY_STATE_KEYS.map((key) => {
  const words = (english as Record<string, string>)[key];
  if (!words) throw new Error(`EMPTY_STATE_KEYS: no "${key}" in messages/en.json`);
  return words;
});

const within = (pointer: string, parts: readonly string[] = []) =>
  parts.some((part) => pointer === part || pointer.startsWith(`${part}/`));

/** Why the screen is not usable, or null when it is. */
function problem(screenDef: VariedScreen, variation: Variation): string | null {
  const text = document.body.textContent ?? '';
  if (UNUSABLE_KINDS.includes(variation.kind)) {
    const claim = EMPTY_STATE_WORDS.find((words) => text.includes(words));
    if (claim) return `an unusable part shown as empty ("${claim}")`;
  }
  const regions = [...document.querySelectorAll('[data-region]')].map(
    (region) => region.getAttribute('data-region') ?? '',
  );
  const error = regions.find((name) => /error/i.test(name));
  // The part the screen is for could not be read: its error state with Retry is the honest answer.
  if (error && UNUSABLE_KINDS.includes(variation.kind) && within(variation.pointer, screenDef.errorWhenUnusable))
    return document.querySelector(`[data-region="${error}"] button`)
      ? null
      : `the error state (${error}) without Retry`;
  if (error) return `the whole-screen error (${error})`;
  if (regions.length === 0) return 'nothing on screen';
  if (/\[object Object\]|undefined|NaN/.test(text)) return 'a broken value on screen';
  if (!screenDef.mainAction || screenDef.decidedBy?.includes(variation.pointer)) return null;
  const action = screen
    .queryAllByRole('button')
    .find((button) => screenDef.mainAction!.test(button.textContent?.trim() ?? ''));
  if (!action) return 'no main action';
  return action.hasAttribute('disabled') || action.getAttribute('aria-disabled') === 'true'
    ? 'the main action is disabled'
    : null;
}

describe("one-field variations of each borrower screen's first answer", () => {
  // it.each needs its table when the file is collected; the cases come from the sandbox once the file runs, so one
  // test per screen walks that screen's cases and names every one that fails.
  it.each(VARIED_SCREENS.map((s) => [s.path, s.endpoint, s] as const))(
    '%s with %s varied stays usable',
    { timeout: 300_000 },
    async (_path, _endpoint, screenDef) => {
      const mine = cases.filter((c) => c.screen === screenDef);
      expect(mine.length).toBeGreaterThan(0);
      // The control: an answer from which nothing can be shown must be seen as such (or this suite proves nothing); beside
      // the first read, it must cost no more than its own part.
      await sandbox.override({ endpoint: screenDef.endpoint, body: { ...mine[0].body, data: 'not an answer' } });
      const control = renderRoute(screenDef.path);
      await settled();
      if (screenDef.secondary) expect(problem(screenDef, mine[0].variation)).toBeNull();
      else expect(problem(screenDef, mine[0].variation)).toMatch(/whole-screen error|nothing on screen/);
      control.unmount();
      await sandbox.reset();
      const gatedDown: string[] = [];
      for (const { variation, body } of mine) {
        await sandbox.override({ endpoint: screenDef.endpoint, body });
        const view = renderRoute(screenDef.path);
        await settled();
        const why = problem(screenDef, variation);
        view.unmount();
        await sandbox.reset();
        const entry = tally.get(variation.kind) ?? { usable: 0, total: 0, down: [] };
        entry.total += 1;
        if (why) entry.down.push(`${screenDef.path} ${variation.pointer}: ${why}`);
        else entry.usable += 1;
        tally.set(variation.kind, entry);
        if (why && GATED_KINDS.includes(variation.kind))
          gatedDown.push(`${variation.kind} at ${variation.pointer}: ${why}`);
      }
      expect(gatedDown).toEqual([]);
    },
  );
});

afterAll(() => {
  let usable = 0;
  let total = 0;
  const lines = [...tally].map(([kind, entry]) => {
    usable += entry.usable;
    total += entry.total;
    return `  ${kind.padEnd(18)} ${entry.usable}/${entry.total}${entry.down.length ? `\n${entry.down.map((d) => `      down: ${d}`).join('\n')}` : ''}`;
  });
  console.log(
    `variation suite: ${usable} of ${total} one-field variations leave the screen usable (${((100 * usable) / Math.max(total, 1)).toFixed(1)}%)\n${lines.join('\n')}`,
  );
});
