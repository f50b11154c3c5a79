// @vitest-environment node
// React's render slices (renderer/start/renderSlices.ts): after sliceRenders, React's scheduler lets the browser in after
// 12 ms of work, not after its own 5 ms, and that scheduler is the one react-dom runs on, so the setting reaches it.
// Time is the scheduler's clock (performance.now), held still here: no test waits on the machine's speed.
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as scheduler from 'scheduler';
import { RENDER_SLICE_MS, sliceRenders } from '../../../renderer/start/renderSlices';

type Scheduler = typeof scheduler & {
  unstable_scheduleCallback(priority: number, callback: () => void): unknown;
  unstable_shouldYield(): boolean;
  unstable_NormalPriority: number;
};
const { unstable_scheduleCallback, unstable_shouldYield, unstable_NormalPriority } = scheduler as Scheduler;

/** Whether the scheduler yields `after` ms into a slice of work, with its clock under the test's control. */
function yieldsAfter(after: number): Promise<boolean> {
  let now = 1_000;
  const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
  return new Promise<boolean>((done) => {
    unstable_scheduleCallback(unstable_NormalPriority, () => {
      now += after;
      done(unstable_shouldYield());
    });
  }).finally(() => clock.mockRestore());
}

describe('render slices', () => {
  afterEach(() => vi.restoreAllMocks());

  it('let React work 12 ms before it yields to the browser, and yield by then', async () => {
    sliceRenders();
    expect(RENDER_SLICE_MS).toBe(12);
    expect(await yieldsAfter(RENDER_SLICE_MS - 1)).toBe(false);
    expect(await yieldsAfter(RENDER_SLICE_MS)).toBe(true);
  });

  it('are set on the scheduler react-dom itself imports (one copy in the install)', () => {
    const fromReactDom = createRequire(createRequire(import.meta.url).resolve('react-dom')).resolve('scheduler');
    expect(fromReactDom).toBe(createRequire(import.meta.url).resolve('scheduler'));
  });
});
