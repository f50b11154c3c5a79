// React renders a transition (every screen's first render: renderer/start/startApp.tsx, renderer/views/PageView.tsx) in slices,
// yielding to the browser between them so a tap is handled at once. React's scheduler ends a slice after 5 ms by
// default; on a phone at a quarter of a laptop's speed the yields themselves then cost a screen's first paint 10-15%
// against the hand-written twin (npm run bench:browser: Order Details 1.13 -> 1.24 of the twin's time, the bank form
// 1.21 -> 1.38). At 12 ms the first paint is back (1.14, 1.24), and a slice still stays far under the 50 ms after which
// a task delays input (a long task): the slice is wall-clock time, so it is 12 ms on any phone.
import { unstable_forceFrameRate } from 'scheduler';

/** React's scheduler takes a frame rate: it works for Math.floor(1000 / fps) ms before it yields. */
const SLICES_PER_SECOND = 80;
export const RENDER_SLICE_MS = Math.floor(1000 / SLICES_PER_SECOND);

/** Sets the length of React's render slices for the app (react-dom runs on this same scheduler module). */
export function sliceRenders(): void {
  unstable_forceFrameRate(SLICES_PER_SECOND);
}
