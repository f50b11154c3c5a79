// A Code 128 decoder for tests: turns bar/space modules (read off a drawing or a screenshot) back into text,
// checking the start symbol, the mod-103 check symbol and the stop pattern, as a cashier's scanner does.
// The pattern table is the symbology's own (ISO/IEC 15417, values 0-106), written out here.
const PATTERNS = [
  '11011001100',
  '11001101100',
  '11001100110',
  '10010011000',
  '10010001100',
  '10001001100',
  '10011001000',
  '10011000100',
  '10001100100',
  '11001001000',
  '11001000100',
  '11000100100',
  '10110011100',
  '10011011100',
  '10011001110',
  '10111001100',
  '10011101100',
  '10011100110',
  '11001110010',
  '11001011100',
  '11001001110',
  '11011100100',
  '11001110100',
  '11101101110',
  '11101001100',
  '11100101100',
  '11100100110',
  '11101100100',
  '11100110100',
  '11100110010',
  '11011011000',
  '11011000110',
  '11000110110',
  '10100011000',
  '10001011000',
  '10001000110',
  '10110001000',
  '10001101000',
  '10001100010',
  '11010001000',
  '11000101000',
  '11000100010',
  '10110111000',
  '10110001110',
  '10001101110',
  '10111011000',
  '10111000110',
  '10001110110',
  '11101110110',
  '11010001110',
  '11000101110',
  '11011101000',
  '11011100010',
  '11011101110',
  '11101011000',
  '11101000110',
  '11100010110',
  '11101101000',
  '11101100010',
  '11100011010',
  '11101111010',
  '11001000010',
  '11110001010',
  '10100110000',
  '10100001100',
  '10010110000',
  '10010000110',
  '10000101100',
  '10000100110',
  '10110010000',
  '10110000100',
  '10011010000',
  '10011000010',
  '10000110100',
  '10000110010',
  '11000010010',
  '11001010000',
  '11110111010',
  '11000010100',
  '10001111010',
  '10100111100',
  '10010111100',
  '10010011110',
  '10111100100',
  '10011110100',
  '10011110010',
  '11110100100',
  '11110010100',
  '11110010010',
  '11011011110',
  '11011110110',
  '11110110110',
  '10101111000',
  '10100011110',
  '10001011110',
  '10111101000',
  '10111100010',
  '11110101000',
  '11110100010',
  '10111011110',
  '10111101110',
  '11101011110',
  '11110101110',
  '11010000100',
  '11010010000',
  '11010011100',
  '1100011101011',
];

const START = { 103: 'A', 104: 'B', 105: 'C' } as const;

/** Text of a Code 128 symbol given as '1' (bar) / '0' (space) modules without quiet zones; throws when it is not valid. */
export function decodeCode128(modules: string): string {
  const trimmed = modules.replace(/^0+|0+$/g, '');
  if (!trimmed.endsWith('1100011101011')) throw new Error('no stop pattern');
  const body = trimmed.slice(0, -13);
  if (body.length % 11 !== 0) throw new Error(`symbol data is ${body.length} modules, not a multiple of 11`);
  const values: number[] = [];
  for (let i = 0; i < body.length; i += 11) {
    const value = PATTERNS.indexOf(body.slice(i, i + 11));
    if (value < 0) throw new Error(`unknown symbol at module ${i}`);
    values.push(value);
  }
  const [start, ...rest] = values;
  const check = rest.pop();
  const sum = rest.reduce((total, value, index) => total + value * (index + 1), start);
  if (sum % 103 !== check) throw new Error('check symbol mismatch');
  let set: 'A' | 'B' | 'C' | undefined = START[start as keyof typeof START];
  if (!set) throw new Error('no start symbol');
  let text = '';
  for (const value of rest) {
    if (set === 'C' && value < 100) text += String(value).padStart(2, '0');
    else if (value === 99) set = 'C';
    else if (value === 100 && set !== 'B')
      set = 'B'; // in B, 100 is FNC4 (not used for text)
    else if (value === 101 && set !== 'A')
      set = 'A'; // in A, 101 is FNC4
    else if (value >= 98) throw new Error(`unsupported value ${value}`);
    else if (set === 'B') text += String.fromCharCode(value + 32);
    else text += String.fromCharCode(value < 64 ? value + 32 : value - 64);
  }
  return text;
}

/** Modules from one row of pixels (dark = bar), given the width of one module in pixels. */
export function modulesFromRow(dark: readonly boolean[], modulePx: number): string {
  let modules = '';
  let run = 0;
  for (let i = 0; i <= dark.length; i++) {
    if (i < dark.length && (i === 0 || dark[i] === dark[i - 1])) {
      run++;
      continue;
    }
    modules += (dark[i - 1] ? '1' : '0').repeat(Math.max(1, Math.round(run / modulePx)));
    run = 1;
  }
  return modules;
}
