// @vitest-environment node
// `npm run trace` (scripts/trace.ts) reads whatever an operator has at hand: a record, a beacon (OTLP JSON), the
// sandbox's list of beacons or a pasted stack, and prints each frame of the app's code at its source line and
// function. tests/e2e/trace.e2e.ts traces a real production failure; these hold the reading and the printing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otlpLogs } from '../../../api/telemetry-otlp';
import { enclosingFunction, stacksIn, traceInput } from '../../../scripts/trace';

const SOURCE = [
  "import { css } from '@emotion/react';",
  'export function Badge({ text }: { text: string }) {',
  '  return <b>{text.charAt(0)}</b>;',
  '}',
].join('\n');
/** A built file of two lines whose second line is the source's third (0-based line 2), column 0. */
const MAP = {
  version: 3,
  file: 'Badge-x1.js',
  sources: ['../../widgets/Badge/Badge.tsx'],
  sourcesContent: [SOURCE],
  names: [],
  mappings: 'AAAA;AAEA',
};
const STACK = [
  'TypeError: boom',
  '    at q (https://m.pesonow.ph/assets/Badge-x1.js:2:1)',
  '    at https://ext.example',
  '    at z (https://m.pesonow.ph/assets/gone-9.js:1:5)',
].join('\n');

let maps: string;
beforeAll(() => {
  maps = mkdtempSync(join(tmpdir(), 'trace-maps-'));
  mkdirSync(join(maps, 'assets'));
  writeFileSync(join(maps, 'assets/Badge-x1.js.map'), JSON.stringify(MAP));
  writeFileSync(join(maps, 'release.json'), JSON.stringify({ release: 'rel-A', commit: 'c', builtAt: 't' }));
});
afterAll(() => rmSync(maps, { recursive: true, force: true }));

const record = {
  type: 'error',
  kind: 'widget',
  message: 'widget Badge failed',
  stack: STACK,
  route: 'x',
  release: 'rel-A',
};

describe('what trace reads', () => {
  it('a record, an OTLP request, the sandbox list of beacons and a pasted stack', () => {
    const otlp = otlpLogs([{ ...record, type: 'error', kind: 'widget', at: 1 }], {
      release: 'rel-A',
      environment: 'p',
    });
    for (const input of [
      record,
      [record],
      otlp,
      [{ path: '/v1/logs', records: [{ attributes: { 'exception.stacktrace': STACK } }] }],
    ]) {
      expect(stacksIn(JSON.stringify(input)).map(({ stack }) => stack)).toEqual([STACK]);
    }
    expect(stacksIn(JSON.stringify(otlp))[0]).toMatchObject({
      release: 'rel-A',
      title: 'widget Badge failed (widget, x)',
    });
    expect(stacksIn(STACK)).toEqual([{ stack: STACK }]);
    expect(stacksIn('{"type":"vital"}')).toEqual([]);
  });

  it('names the function a source line is in, as a reader would', () => {
    expect(enclosingFunction(SOURCE, 3)).toBe('Badge');
    expect(enclosingFunction('const add = (a: number) =>\n  a + 1;', 2)).toBe('add');
    expect(enclosingFunction('class A {\n  render() {\n    if (x) {\n      go();', 4)).toBe('render');
  });
});

describe('what trace prints', () => {
  it("each frame of the app's code at its source file, line, column and function; other frames as they came", () => {
    expect(traceInput(JSON.stringify(record), maps)).toBe(
      [
        'widget Badge failed (widget, x) [release rel-A]',
        '    at Badge (widgets/Badge/Badge.tsx:3:1)',
        '    at https://ext.example',
        '    at z (https://m.pesonow.ph/assets/gone-9.js:1:5)   (no source map for it here)',
        '',
      ].join('\n'),
    );
  });

  it("says when the record's release is not the maps' release", () => {
    expect(traceInput(JSON.stringify({ ...record, release: 'rel-B' }), maps)).toContain(
      `(the maps in ${maps} are of release rel-A: trace with the maps of rel-B)`,
    );
  });
});
