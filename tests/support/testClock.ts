// A clock the test owns for a page's timers (a countdown, a prompt after a delay): fake timers that never move with
// real time, so a busy machine cannot change a second a test reads. Only the test moves them (`advance`; userEvent's
// waits between keys are 0 ms). testing-library's waits still poll in real time, on timers of their own: a wait that
// never ends fails at the test's limit, with the clock where the test left it.
import { act, configure, getConfig } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';

type Faked = NonNullable<Parameters<typeof vi.useFakeTimers>[0]>['toFake'];

/** Taken before any test fakes it: the wait's last step, letting what its answer started settle. */
const realSetTimeout = globalThis.setTimeout;
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * testing-library's own wrapper of a wait, with its closing tick on a real timer: the stock one waits on the faked
 * setTimeout, which would never fire (it only steps fake time when it finds Jest's timers).
 */
async function asyncWrapper<T>(wait: () => Promise<T>): Promise<T> {
  const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    const result = await wait();
    await new Promise((done) => realSetTimeout(done, 0));
    return result;
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}

/** Installs the clock before each test of the file and removes it after; returns the user and the clock's hand. */
export function setUpTestClock(toFake: Faked) {
  let stockWrapper: ReturnType<typeof getConfig>['asyncWrapper'];
  beforeEach(() => {
    stockWrapper = getConfig().asyncWrapper;
    configure({ asyncWrapper });
    vi.useFakeTimers({ toFake });
  });
  afterEach(() => {
    vi.useRealTimers();
    configure({ asyncWrapper: stockWrapper });
  });
  return {
    user: userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }),
    /** Moves the clock on by `ms`, running the timers due meanwhile and what they render. */
    advance: (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms)),
  };
}
