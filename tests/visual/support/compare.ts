// Compares a picture with its baseline: pixelmatch over the decoded PNGs, with a small tolerance for anti-aliasing
// (pixels pixelmatch finds to be anti-aliased edges are not counted, nor colours closer than THRESHOLD), and a
// difference image when they differ.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** pixelmatch's colour distance (0 to 1) under which two pixels count as the same. */
export const THRESHOLD = 0.05;
/**
 * Differing pixels a picture may have and still match, after anti-aliasing is discounted: none in Chromium, whose
 * pictures repeat exactly; WebKitGTK draws a few edge pixels of shadows and check marks a shade apart from run to
 * run, on the rounded edges of every button of a screen at once (19 measured on one Order Details picture). Either is
 * far below what a changed colour or word moves (hundreds of pixels or more).
 */
export const MAX_CHANGED_PIXELS: Readonly<Record<string, number>> = { chromium: 0, webkit: 64 };

export interface Comparison {
  /** Pixels that differ beyond the tolerance (all of them when the sizes differ). */
  changedPixels: number;
  /** The baseline's and the new picture's size, when they differ. */
  sizes?: { baseline: string; actual: string };
  /** Changed pixels in red over a faded copy of the baseline, or undefined when they match. */
  difference?: Buffer;
}

/** An image of `width`x`height` with `image` at its top left and the rest magenta (what the other picture lacks). */
function padded(image: PNG, width: number, height: number): PNG {
  if (image.width === width && image.height === height) return image;
  const out = new PNG({ width, height });
  for (let i = 0; i < out.data.length; i += 4) out.data.set([255, 0, 255, 255], i);
  PNG.bitblt(image, out, 0, 0, image.width, image.height, 0, 0);
  return out;
}

export function comparePictures(baselinePng: Buffer, actualPng: Buffer, maxChangedPixels = 0): Comparison {
  if (baselinePng.equals(actualPng)) return { changedPixels: 0 };
  const baseline = PNG.sync.read(baselinePng);
  const actual = PNG.sync.read(actualPng);
  const width = Math.max(baseline.width, actual.width);
  const height = Math.max(baseline.height, actual.height);
  const diff = new PNG({ width, height });
  const changedPixels = pixelmatch(
    padded(baseline, width, height).data,
    padded(actual, width, height).data,
    diff.data,
    width,
    height,
    { threshold: THRESHOLD, includeAA: false },
  );
  const sameSize = baseline.width === actual.width && baseline.height === actual.height;
  if (sameSize && changedPixels <= maxChangedPixels) return { changedPixels: 0 };
  return {
    changedPixels,
    ...(sameSize
      ? {}
      : { sizes: { baseline: `${baseline.width}x${baseline.height}`, actual: `${actual.width}x${actual.height}` } }),
    difference: PNG.sync.write(diff),
  };
}
