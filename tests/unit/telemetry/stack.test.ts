// @vitest-environment node
// An error's stack as it leaves the device (api/telemetry-stack.ts): the app's own frames keep their script, line,
// column and function, so `npm run trace` can find the source line; other origins are cut to the origin; nothing else
// of the text (the message V8 writes first, which can quote anything) leaves. V8's and WebKit's forms read alike.
import { describe, expect, it } from 'vitest';
import { parseFrame, scrubStack } from '../../../api/telemetry-stack';

const APP = 'https://m.pesonow.ph';

describe('a stack frame', () => {
  it("reads V8's and WebKit's forms, with or without a function name", () => {
    expect(parseFrame(`    at Ke (${APP}/assets/boot-B1.js:1:2045)`)).toEqual({
      fn: 'Ke',
      at: `${APP}/assets/boot-B1.js`,
      line: 1,
      column: 2045,
    });
    expect(parseFrame(`    at ${APP}/assets/boot-B1.js:3:7`)).toEqual({
      at: `${APP}/assets/boot-B1.js`,
      line: 3,
      column: 7,
    });
    expect(parseFrame(`render@${APP}/assets/boot-B1.js:1:99`)).toEqual({
      fn: 'render',
      at: `${APP}/assets/boot-B1.js`,
      line: 1,
      column: 99,
    });
    expect(parseFrame(`@${APP}/assets/index-C2.js:2:5`)).toEqual({
      at: `${APP}/assets/index-C2.js`,
      line: 2,
      column: 5,
    });
    expect(parseFrame('    at Array.map (<anonymous>)')).toEqual({ fn: 'Array.map', at: '<anonymous>' });
    expect(parseFrame('TypeError: x is not a function')).toBeUndefined();
  });
});

describe('a stack as it may leave', () => {
  it("keeps the app's frames whole, without query or hash, and cuts other origins to the origin", () => {
    const stack = [
      'TypeError: no card 4111222233334444 for juan@mail.ph',
      `    at Ke (${APP}/assets/ProductCard-AbC1.js?session=SECRET-77#x:1:2045)`,
      `    at async Promise.all (index 0)`,
      '    at https://ext.example/inject/09175550199.js:4:11',
      '    at Object.<anonymous> (chrome-extension://abcdefgh/content.js:9:3)',
      `    at Array.map (<anonymous>)`,
      `    at new Widget (${APP}/assets/widgets-D3.js:8:120)`,
    ].join('\n');
    expect(scrubStack(stack, APP)).toBe(
      [
        `    at Ke (${APP}/assets/ProductCard-AbC1.js:1:2045)`,
        '    at https://ext.example',
        '    at chrome-extension:',
        '    at <anonymous>',
        `    at new Widget (${APP}/assets/widgets-D3.js:8:120)`,
      ].join('\n'),
    );
  });

  it("writes WebKit's frames in V8's form, and drops lines that only look like frames", () => {
    const webkit = [`render@${APP}/assets/boot-B1.js:1:99`, `@${APP}/assets/index-C2.js:2:5`, 'forEach@[native code]'];
    expect(scrubStack(webkit.join('\n'), APP)).toBe(
      [
        `    at render (${APP}/assets/boot-B1.js:1:99)`,
        `    at ${APP}/assets/index-C2.js:2:5`,
        '    at [native code]',
      ].join('\n'),
    );
    // A multi-line message can hold text shaped like a frame; without a line and column it is no frame.
    expect(scrubStack('Error: bad\n    at juan.cruz@mail.ph\nmaria@https://evil.example/x', APP)).toBe('');
  });

  it('drops a function name that is not a code identifier, and keeps at most 20 frames', () => {
    expect(scrubStack(`    at Object.<anonymous> (${APP}/assets/a.js:1:2)`, APP)).toBe(
      `    at Object.<anonymous> (${APP}/assets/a.js:1:2)`,
    );
    expect(scrubStack(`    at "juan@mail.ph" (${APP}/assets/a.js:1:2)`, APP)).toBe(`    at ${APP}/assets/a.js:1:2`);
    const deep = Array.from({ length: 40 }, (_, index) => `    at f${index} (${APP}/assets/a.js:1:${index + 1})`);
    expect(scrubStack(deep.join('\n'), APP).split('\n')).toHaveLength(20);
  });
});
