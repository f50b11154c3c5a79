// React's scheduler (the copy react-dom runs on) exports this without a type; @types/scheduler leaves it out.
declare module 'scheduler' {
  /** Sets how long React works on a transition before it yields to the browser: 1000 / fps ms (React's default 5). */
  export function unstable_forceFrameRate(fps: number): void;
}
