// Medians with their range, ratios and fixed-width tables for the terminal.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function summary(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return { median: NaN, min: NaN, max: NaN };
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1] };
}

const number = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

/** "512 (480–560)": the median and the range of the rounds. */
export function cell(values, digits = 0) {
  const { median, min, max } = summary(values);
  return `${number(median, digits)} (${number(min, digits)}–${number(max, digits)})`;
}

export const ratio = (ours, twin, digits = 2) => number(summary(ours).median / summary(twin).median, digits);

export function printTable(title, header, rows) {
  const table = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...table.map((row) => String(row[column] ?? '').length)));
  const line = (row) =>
    row
      .map((value, column) =>
        column === 0 ? String(value).padEnd(widths[column]) : String(value).padStart(widths[column]),
      )
      .join('   ');
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('   '));
  for (const row of rows) console.log(line(row));
}

/** Gzip (level 9, as `npm run size`) of the JavaScript files a page loaded, read from the served build. */
export function gzipKB(servedDir, paths) {
  const unique = [...new Set(paths)];
  const bytes = unique.reduce(
    (sum, path) => sum + gzipSync(readFileSync(join(servedDir, path)), { level: 9 }).length,
    0,
  );
  return { kb: bytes / 1024, files: unique.length };
}
