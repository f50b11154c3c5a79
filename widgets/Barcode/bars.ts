import { CODE128 } from 'jsbarcode/bin/barcodes/CODE128';

export interface Bar {
  /** In modules from the left edge of the symbol. */
  x: number;
  width: number;
}

/** The encoder's modules ('1' bar, '0' space), or null when Code 128 cannot carry the text. */
export function code128Modules(value: string): string | null {
  const encoder = new CODE128(value, {});
  return encoder.valid() ? encoder.encode().data : null;
}

/** Runs of dark modules as bars: fewer, wider rectangles draw crisper than one per module. */
export function barsOf(modules: string): Bar[] {
  const bars: Bar[] = [];
  for (let i = 0; i < modules.length; i++) {
    if (modules[i] !== '1') continue;
    const last = bars.at(-1);
    if (last && last.x + last.width === i) last.width++;
    else bars.push({ x: i, width: 1 });
  }
  return bars;
}
