// The report a person opens when pictures differ: test-results/visual/<browser>/index.html lists every affected picture
// with its baseline, the new picture and the difference side by side (the difference in red over the faded baseline),
// and how to accept the change. Tests record each difference as they find it (a line in differences.jsonl and the
// three images); the run's end writes the page.
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface Difference {
  /** `<browser>/<picture name>`. */
  name: string;
  baseline?: Buffer;
  actual: Buffer;
  difference?: Buffer;
  /** -1: the picture has no baseline. */
  changedPixels: number;
  sizes?: { baseline: string; actual: string };
}

interface Recorded {
  name: string;
  changedPixels: number;
  sizes?: { baseline: string; actual: string };
  images: { baseline?: string; actual: string; difference?: string };
}

const RECORDS = 'differences.jsonl';

/** Empties the report folder at the start of a run. */
export function startReport(reportDir: string): void {
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
}

export function recordDifference(reportDir: string, difference: Difference): void {
  const save = (suffix: string, png: Buffer | undefined) => {
    if (!png) return undefined;
    const path = `images/${difference.name}.${suffix}.png`;
    mkdirSync(dirname(join(reportDir, path)), { recursive: true });
    writeFileSync(join(reportDir, path), png);
    return path;
  };
  const record: Recorded = {
    name: difference.name,
    changedPixels: difference.changedPixels,
    sizes: difference.sizes,
    images: {
      baseline: save('baseline', difference.baseline),
      actual: save('new', difference.actual)!,
      difference: save('difference', difference.difference),
    },
  };
  appendFileSync(join(reportDir, RECORDS), `${JSON.stringify(record)}\n`);
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

function figure(caption: string, src: string | undefined): string {
  return src
    ? `<figure><figcaption>${caption}</figcaption><a href="${escape(src)}"><img src="${escape(src)}" alt="${caption}" loading="lazy"></a></figure>`
    : `<figure><figcaption>${caption}</figcaption><p class="none">none</p></figure>`;
}

/**
 * Writes index.html from the recorded differences and returns its path, or undefined when there were none. The
 * new pictures stay beside it, so the report can be opened (and archived by CI) as it is.
 */
export function writeReport(reportDir: string, title: string, acceptCommand: string): string | undefined {
  const file = join(reportDir, RECORDS);
  if (!existsSync(file)) return undefined;
  const records = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Recorded)
    .sort((a, b) => a.name.localeCompare(b.name));
  const sections = records.map((record) => {
    const what =
      record.changedPixels < 0
        ? 'new picture: no baseline yet'
        : `${record.changedPixels} pixels differ${record.sizes ? `; size ${record.sizes.baseline} → ${record.sizes.actual}` : ''}`;
    return `<section id="${escape(record.name)}"><h2>${escape(record.name)}</h2><p>${escape(what)}</p><div class="row">${figure('baseline', record.images.baseline)}${figure('new', record.images.actual)}${figure('difference', record.images.difference)}</div></section>`;
  });
  const list = records
    .map((record) => `<li><a href="#${escape(record.name)}">${escape(record.name)}</a></li>`)
    .join('');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1b2333; }
.row { display: flex; gap: 16px; align-items: flex-start; overflow-x: auto; }
figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
img { display: block; max-width: 440px; border: 1px solid #c9ced8; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
section { border-top: 1px solid #e3e7ee; padding-top: 12px; margin-top: 24px; } .none { color: #5f6b7d; }
code { background: #f3f5f9; padding: 2px 4px; }
</style></head><body>
<h1>${escape(title)}</h1>
<p>${records.length} picture(s) differ from their baselines. If every change is intended, accept them with <code>${escape(acceptCommand)}</code> and commit the baselines.</p>
<ul>${list}</ul>
${sections.join('\n')}
</body></html>
`;
  const index = join(reportDir, 'index.html');
  writeFileSync(index, html);
  return index;
}
