// Reads the QR and barcode drawings back out of the DOM, so tests compare what is drawn with what the
// encoders produce (jsdom cannot rasterise; the end-to-end tests decode real pixels instead).
import { create } from 'qrcode';
import { decodeCode128 } from './code128';

/** The dark modules drawn by the QrCode widget's path, as "row,col" keys. */
export function drawnQrModules(svg: Element): Set<string> {
  const quiet = 4;
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  return new Set(
    [...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${Number(y) - quiet},${Number(x) - quiet}`),
  );
}

/** The dark modules the qrcode encoder produces for `value` at level M. */
export function encodedQrModules(value: string, level: 'L' | 'M' | 'Q' | 'H' = 'M'): Set<string> {
  const { modules } = create(value, { errorCorrectionLevel: level });
  const dark = new Set<string>();
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) dark.add(`${row},${col}`);
  return dark;
}

/** The Barcode widget's bars as modules ('1' bar, '0' space), read from the rect positions. */
export function drawnBarcodeModules(svg: Element): string {
  const bars = [...svg.querySelectorAll('rect[fill="#000000"]')].map((rect) => ({
    x: Number(rect.getAttribute('x')),
    width: Number(rect.getAttribute('width')),
  }));
  const start = bars[0]?.x ?? 0;
  const end = bars.reduce((max, bar) => Math.max(max, bar.x + bar.width), start);
  const modules = Array.from({ length: end - start }, () => '0');
  for (const bar of bars) for (let i = bar.x; i < bar.x + bar.width; i++) modules[i - start] = '1';
  return modules.join('');
}

/** The text a scanner would read from the Barcode widget's drawing. */
export function decodeDrawnBarcode(svg: Element): string {
  return decodeCode128(drawnBarcodeModules(svg));
}
