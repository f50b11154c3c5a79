// The lab's Trusted Types policy lets one script URL through: MSW's worker of the static lab, on the lab's own origin.
import { describe, expect, it } from 'vitest';
import { onlyTheSandboxWorker } from '../../../lab/trustedTypes';

describe("the lab's script URL policy", () => {
  it("passes the sandbox worker's URL, relative or absolute on this origin", () => {
    expect(onlyTheSandboxWorker('/mockServiceWorker.js')).toBe('/mockServiceWorker.js');
    expect(onlyTheSandboxWorker(`${window.location.origin}/mockServiceWorker.js`)).toBe(
      `${window.location.origin}/mockServiceWorker.js`,
    );
  });

  it('refuses any other script, another origin and a look-alike path', () => {
    for (const url of [
      '/assets/evil.js',
      'https://cdn.example.com/mockServiceWorker.js',
      '/mockServiceWorker.js.map',
      'data:text/javascript,1',
      '/x/mockServiceWorker.js',
    ]) {
      expect(() => onlyTheSandboxWorker(url), url).toThrow(TypeError);
    }
  });
});
