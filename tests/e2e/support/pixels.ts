// Real pixels of a drawn code, for decoding as a camera or scanner would: an element screenshot (PNG) decoded
// by Chromium itself in a blank page (no CSP there), so the tests need no PNG library.
import jsQR from 'jsqr';
import type { Locator, Page } from 'playwright-core';
import { decodeCode128, modulesFromRow } from '../../support/code128';

interface Pixels {
  width: number;
  height: number;
  /** Row-major, true where the pixel is dark. */
  dark: boolean[];
}

async function pixelsOf(page: Page, element: Locator): Promise<Pixels> {
  const png = await element.screenshot();
  const blank = await page.context().newPage();
  try {
    // Thresholded in the browser: one character per pixel crosses the wire far faster than RGBA numbers.
    const { width, height, bits } = await blank.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let bits = '';
      for (let i = 0; i < data.length; i += 4) bits += data[i] + data[i + 1] + data[i + 2] < 384 ? '1' : '0';
      return { width: canvas.width, height: canvas.height, bits };
    }, png.toString('base64'));
    return { width, height, dark: Array.from(bits, (bit) => bit === '1') };
  } finally {
    await blank.close();
  }
}

/** What a phone camera reads from the QR code on screen (null when it cannot read it). */
export async function scanQr(page: Page, element: Locator): Promise<string | null> {
  const { width, height, dark } = await pixelsOf(page, element);
  const rgba = new Uint8ClampedArray(width * height * 4);
  dark.forEach((isDark, i) => rgba.fill(isDark ? 0 : 255, i * 4, i * 4 + 3).fill(255, i * 4 + 3, i * 4 + 4));
  return jsQR(rgba, width, height)?.data ?? null;
}

/** What a barcode scanner reads along the middle row of the barcode on screen. */
export async function scanBarcode(page: Page, element: Locator, modules: number): Promise<string> {
  const { width, height, dark } = await pixelsOf(page, element);
  const row = Math.floor(height / 2);
  return decodeCode128(modulesFromRow(dark.slice(row * width, (row + 1) * width), width / modules));
}
