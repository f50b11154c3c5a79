// jsbarcode ships no types; this is the part of its Code 128 encoder the widget uses.
declare module 'jsbarcode/bin/barcodes/CODE128' {
  export class CODE128 {
    constructor(data: string, options: object);
    valid(): boolean;
    /** data: one '1' (bar) or '0' (space) per module, start, check and stop symbols included. */
    encode(): { text: string; data: string };
  }
}
