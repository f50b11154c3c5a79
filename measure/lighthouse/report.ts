// What a Lighthouse result says about why a route scored below the gate.
import type { Result as LighthouseResult } from 'lighthouse';

export interface Result {
  key: string;
  path: string;
  /** Each run's performance score, in run order. */
  runs: string[];
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  /** The lowest benchmark index Lighthouse measured at the start of these runs: how busy the host was. */
  lowestBenchmarkIndex: number;
  /** The run whose performance score is the median: its audits explain the numbers. */
  medianRun: LighthouseResult;
  /** The run with the best performance score (of those with the best accessibility): what the gate judges. */
  best: { performance: number; accessibility: number; run: LighthouseResult };
}

/** The CI gate's thresholds: a route passes when one of its runs reaches both (measure/lighthouse.ts says why one). */
export const GATE = { performance: 95, accessibility: 100 };

/** Whether scores (a run's, or a route's summary) reach both thresholds. */
export function scoresMeetGate(scores: { performance: number; accessibility: number }): boolean {
  return scores.performance >= GATE.performance && scores.accessibility >= GATE.accessibility;
}

export function meetsGate(lhr: LighthouseResult): boolean {
  return scoresMeetGate({ performance: score(lhr, 'performance'), accessibility: score(lhr, 'accessibility') });
}

export function score(lhr: LighthouseResult, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

/** The median; of two runs (which agree about the gate, or there would be a third) the lower whole number of their mean. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function summarise(key: string, path: string, runs: LighthouseResult[]): Result {
  const perf = runs.map((lhr) => score(lhr, 'performance'));
  const medianOf = (category: string) => Math.floor(median(runs.map((lhr) => score(lhr, category))));
  const metric = (id: string) => median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
  return {
    key,
    path,
    runs: perf.map(String),
    performance: medianOf('performance'),
    accessibility: medianOf('accessibility'),
    bestPractices: medianOf('best-practices'),
    seo: medianOf('seo'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    lowestBenchmarkIndex: Math.min(...runs.map((lhr) => lhr.environment.benchmarkIndex)),
    // The lower middle for an even count: the run that explains a failure is never the better one.
    medianRun: runs[perf.indexOf([...perf].sort((a, b) => a - b)[Math.floor((perf.length - 1) / 2)])],
    best: bestOf(runs),
  };
}

/** The best run: the highest accessibility score first, then the highest performance score. */
export function bestOf(runs: LighthouseResult[]): Result['best'] {
  const ranked = runs
    .map((run) => ({ performance: score(run, 'performance'), accessibility: score(run, 'accessibility'), run }))
    .sort((a, b) => b.accessibility - a.accessibility || b.performance - a.performance);
  return ranked[0];
}

export function printTable(results: Result[]) {
  const rows = [
    ['route', 'perf', 'best', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'runs (perf)'],
    ...results.map((r) => [
      r.path,
      ...[r.performance, r.best.performance, r.accessibility, r.bestPractices, r.seo].map(String),
      `${(r.lcp / 1000).toFixed(2)} s`,
      `${Math.round(r.tbt)} ms`,
      r.runs.join(' '),
    ]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, i) => (i === 0 || i === row.length - 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join('  ')
        .trimEnd(),
    );
}

interface Node {
  type?: string;
  selector?: string;
  snippet?: string;
}
interface Item {
  node?: Node;
  /** Layout shifts name their culprits (an unsized image, a late font) as sub-items. */
  subItems?: { items?: { extra?: Node; cause?: string }[] };
}

const describe = (node: Node) => `${node.selector ?? '?'}  ${(node.snippet ?? '').slice(0, 160)}`;

/** Where an audit failed: the selectors (and markup) of the first few elements it names, with their culprits. */
function elements(audit: LighthouseResult['audits'][string]): string[] {
  const items = ((audit.details as { items?: Item[] } | undefined)?.items ?? []).filter(
    (item) => item.node?.type === 'node',
  );
  return items
    .slice(0, 4)
    .flatMap(({ node, subItems }) => [
      `      ${describe(node as Node)}`,
      ...(subItems?.items ?? [])
        .filter((sub) => sub.extra?.type === 'node')
        .map((sub) => `        ${sub.cause ?? 'culprit'}: ${describe(sub.extra as Node)}`),
    ]);
}

/** Estimated savings of an audit, in milliseconds; a layout shift of 0.1 counts as 100 ms to rank it among the rest. */
function savings(audit: LighthouseResult['audits'][string]): number {
  const { CLS = 0, ...times } = (audit.metricSavings ?? {}) as Record<string, number>;
  return CLS * 1000 + Object.values(times).reduce((sum, ms) => sum + ms, 0);
}

/** One line per audit that cost points: accessibility failures with their elements; performance metrics below full marks and the biggest savings. */
export function findings(lhr: LighthouseResult): string[] {
  const lines: string[] = [];
  for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
    lines.push(`accessibility  ${ref.id} (weight ${ref.weight}): ${audit.title}`, ...elements(audit));
  }
  const perf = lhr.categories.performance?.auditRefs ?? [];
  for (const ref of perf.filter((r) => r.weight > 0)) {
    const audit = lhr.audits[ref.id];
    if (audit.score !== null && audit.score < 1)
      lines.push(`performance    ${ref.id} ${audit.displayValue ?? ''} (score ${audit.score}, weight ${ref.weight})`);
  }
  // Diagnostics that failed, the ones with the largest estimated savings first.
  const hints = perf
    .filter((ref) => ref.weight === 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .sort((a, b) => savings(b) - savings(a));
  for (const audit of hints.slice(0, 6)) {
    lines.push(
      `  hint         ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
      ...elements(audit),
    );
  }
  return lines;
}
