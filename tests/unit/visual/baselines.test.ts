// @vitest-environment node
// The visual test's judgement of one picture: pixelmatch against the baseline with its small anti-aliasing tolerance,
// the report a person opens when pictures differ, and `--update` accepting a new picture (and only a changed one).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkAgainstBaseline, leftoverBaselines } from '../../visual/support/baselines';
import { comparePictures } from '../../visual/support/compare';
import { startReport, writeReport } from '../../visual/support/report';

/** A 40x20 picture: a white page with a dark 10x10 square at (x, 5), optionally one pixel set to `dot`. */
function picture(x: number, dot?: [number, number, number]): Buffer {
  const png = new PNG({ width: 40, height: 20 });
  for (let i = 0; i < png.data.length; i += 4) {
    const px = (i / 4) % 40;
    const py = Math.floor(i / 4 / 40);
    const inSquare = px >= x && px < x + 10 && py >= 5 && py < 15;
    png.data.set(inSquare ? [30, 40, 60, 255] : [255, 255, 255, 255], i);
  }
  if (dot) png.data.set([...dot, 255], (2 * 40 + 2) * 4);
  return PNG.sync.write(png);
}

describe('comparePictures', () => {
  it('finds nothing between a picture and itself, or colours closer than the tolerance', () => {
    expect(comparePictures(picture(5), picture(5)).changedPixels).toBe(0);
    expect(comparePictures(picture(5), picture(5, [254, 254, 254])).changedPixels).toBe(0);
  });

  it('counts a changed colour and a moved shape, with a difference image of the same size', () => {
    const dot = comparePictures(picture(5), picture(5, [200, 30, 30]));
    expect(dot.changedPixels).toBe(1);
    const moved = comparePictures(picture(5), picture(8));
    expect(moved.changedPixels).toBeGreaterThan(20);
    const difference = PNG.sync.read(moved.difference!);
    expect([difference.width, difference.height]).toEqual([40, 20]);
  });

  it('reports pictures of different sizes', () => {
    const taller = new PNG({ width: 40, height: 30 });
    taller.data.fill(255);
    const result = comparePictures(picture(5), PNG.sync.write(taller));
    expect(result.sizes).toEqual({ baseline: '40x20', actual: '40x30' });
    expect(result.changedPixels).toBeGreaterThan(0);
  });

  it('lets a few pixels pass when the engine is given a tolerance, not more', () => {
    expect(comparePictures(picture(5), picture(5, [200, 30, 30]), 16).changedPixels).toBe(0);
    expect(comparePictures(picture(5), picture(8), 16).changedPixels).toBeGreaterThan(16);
  });
});

describe('checkAgainstBaseline', () => {
  let dir: string;
  let baselinesDir: string;
  let reportDir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'visual-'));
    baselinesDir = join(dir, 'baselines');
    reportDir = join(dir, 'report');
    startReport(reportDir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const check = (name: string, png: Buffer, update = false) =>
    checkAgainstBaseline({ browser: 'chromium', name, picture: png, update, reportDir, baselinesDir });
  const baseline = (name: string) => join(baselinesDir, 'chromium', `${name}.png`);

  it('fails a picture without a baseline until --update writes it; then the same picture passes', () => {
    expect(check('widgets/a.en', picture(5))).toMatch(/has no baseline.*npm run test:visual -- --update/);
    expect(existsSync(baseline('widgets/a.en'))).toBe(false);
    expect(check('widgets/a.en', picture(5), true)).toBeUndefined();
    expect(check('widgets/a.en', picture(5))).toBeUndefined();
  });

  it('fails a changed picture with a report of baseline, new and difference, and --update accepts it', () => {
    check('widgets/a.en', picture(5), true);
    expect(check('widgets/a.en', picture(8))).toMatch(/differs from its baseline in \d+ pixels/);
    const report = writeReport(reportDir, 'Pictures that differ', 'npm run test:visual -- --update');
    const html = readFileSync(report!, 'utf8');
    expect(html).toContain('chromium/widgets/a.en');
    for (const image of ['baseline', 'new', 'difference'])
      expect(existsSync(join(reportDir, `images/chromium/widgets/a.en.${image}.png`))).toBe(true);
    expect(html).toContain('npm run test:visual -- --update');
    expect(check('widgets/a.en', picture(8), true)).toBeUndefined();
    expect(readFileSync(baseline('widgets/a.en'))).toEqual(picture(8));
  });

  it('writes no report when every picture matched', () => {
    check('widgets/a.en', picture(5), true);
    check('widgets/a.en', picture(5));
    expect(writeReport(reportDir, 'Pictures that differ', 'npm run test:visual -- --update')).toBeUndefined();
  });

  it('lists baselines no picture has any more, and --update removes them', () => {
    check('widgets/a.en', picture(5), true);
    check('widgets/gone.en', picture(5), true);
    expect(leftoverBaselines('chromium', ['widgets/a.en'], false, baselinesDir)).toEqual([
      'chromium/widgets/gone.en.png',
    ]);
    expect(leftoverBaselines('chromium', ['widgets/a.en'], true, baselinesDir)).toEqual([]);
    expect(existsSync(baseline('widgets/gone.en'))).toBe(false);
    expect(existsSync(baseline('widgets/a.en'))).toBe(true);
  });
});
