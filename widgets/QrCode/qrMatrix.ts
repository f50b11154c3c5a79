import { create, type QRCodeErrorCorrectionLevel } from 'qrcode';

export interface QrMatrix {
  size: number;
  /** Row-major, true where a module is dark. */
  dark: readonly boolean[];
}

/** The encoder's module matrix, or null when the text cannot be encoded (too long for a QR code). */
export function qrMatrix(value: string, level: QRCodeErrorCorrectionLevel): QrMatrix | null {
  try {
    const { modules } = create(value, { errorCorrectionLevel: level });
    return { size: modules.size, dark: Array.from(modules.data, (bit) => bit === 1) };
  } catch {
    return null;
  }
}

/** One SVG path of unit squares, one per dark module, offset by the quiet zone. */
export function modulesPath({ size, dark }: QrMatrix, quiet: number): string {
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (dark[row * size + col]) path += `M${col + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return path;
}
