// The little of jsdom's API the tests use (a browser tab with a history of its own); the package ships no types.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
