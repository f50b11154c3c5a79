// The default mode: ours and the twin measured turn about (ours, twin, ours, twin …), each measurement in a fresh
// context, first on the sandbox's screens, then on the same screens grown through the sandbox's override.
import { firstRender, keystroke, statusChanges } from './measures.mjs';
import { BANK_QUERY, LOAN_QUERY, resetSandbox, screens } from './sandbox.mjs';
import { cell, gzipKB, printTable, ratio, summary } from './report.mjs';
import { CPU_SLOWDOWN } from './phone.mjs';

const SIDES = { ours: '', twin: '/__twin' };
const TAPS = 100;
/** Fewer taps on the large screen keep the run short; the number compared is the time per update. */
const LARGE_TAPS = 30;
/**
 * A first render and a keystroke are single events of a few hundred and a dozen milliseconds, which a busy host moves
 * by a tenth from one load to the next: each round takes several of them (in turn, ours then the twin's), so their
 * medians rest on three times as many samples as the rounds.
 */
const SAMPLES_PER_ROUND = 3;

export async function runPhoneBench({ browser, base, dirs, rounds, problems }) {
  const url = (side, route, query) => `${base}${SIDES[side]}/${route}${query}`;
  const results = { ours: {}, twin: {} };
  const keep = (side, key, value) => (results[side][key] ??= []).push(value);
  const scripts = { ours: {}, twin: {} };
  const fields = { ours: {}, twin: {} };

  await resetSandbox(base);
  const screen = await screens(base);

  /** One measurement of both sides, ours first. */
  const both = async (measure) => {
    for (const side of Object.keys(SIDES)) await measure(side);
  };

  // One unrecorded load of each screen first: the server's and the disk's first answers are slower than any later one.
  console.error('warming up');
  for (const [route, query, spec] of [
    ['loanDetail', LOAN_QUERY, screen.small.loan],
    ['bindBank', BANK_QUERY, screen.small.bank],
    ['loanDetailBench', LOAN_QUERY, screen.small.loan],
  ]) {
    await both((side) => firstRender(browser, url(side, route, query), spec, problems));
  }

  for (let round = 0; round < rounds; round++) {
    console.error(`round ${round + 1}/${rounds}: sandbox screens`);
    const { loan, bank } = screen.small;
    for (let sample = 0; sample < SAMPLES_PER_ROUND; sample++) {
      const listScripts = round === 0 && sample === 0;
      await both(async (side) => {
        const result = await firstRender(browser, url(side, 'loanDetail', LOAN_QUERY), loan, problems, {
          scripts: listScripts,
        });
        keep(side, 'renderLoan', result.ms);
        if (result.scripts) scripts[side].loanDetail = result.scripts;
      });
      await both(async (side) => {
        const result = await firstRender(browser, url(side, 'bindBank', BANK_QUERY), bank, problems, {
          scripts: listScripts,
        });
        keep(side, 'renderBank', result.ms);
        if (result.scripts) scripts[side].bindBank = result.scripts;
      });
    }
    await both(async (side) => {
      const result = await statusChanges(browser, url(side, 'loanDetailBench', LOAN_QUERY), loan, TAPS, problems);
      keep(side, 'taps', result.ms);
      keep(side, 'tapUpdate', result.perTap);
      keep(side, 'tapScript', result.scriptMs);
      keep(side, 'tapStyleLayout', result.styleLayoutMs);
      keep(side, 'tapTask', result.taskMs);
    });
    for (let sample = 0; sample < SAMPLES_PER_ROUND; sample++) {
      await both(async (side) =>
        keep(side, 'key', (await keystroke(browser, url(side, 'bindBank', BANK_QUERY), bank, problems)).ms),
      );
    }
  }

  await screen.grow();
  for (let round = 0; round < rounds; round++) {
    console.error(`round ${round + 1}/${rounds}: grown screens (200 detail rows, 100 bank fields)`);
    const { loan, bank } = screen.large;
    await both(async (side) => {
      const result = await firstRender(browser, url(side, 'loanDetail', LOAN_QUERY), loan, problems, { heap: true });
      keep(side, 'renderLoanLarge', result.ms);
      keep(side, 'heapLoanLarge', result.heapMB);
    });
    await both(async (side) => {
      const result = await firstRender(browser, url(side, 'bindBank', BANK_QUERY), bank, problems, { heap: true });
      keep(side, 'renderBankLarge', result.ms);
      keep(side, 'heapBankLarge', result.heapMB);
    });
    await both(async (side) =>
      keep(
        side,
        'tapUpdateLarge',
        (await statusChanges(browser, url(side, 'loanDetailBench', LOAN_QUERY), loan, LARGE_TAPS, problems)).perTap,
      ),
    );
    await both(async (side) => {
      const result = await keystroke(browser, url(side, 'bindBank', BANK_QUERY), bank, problems, { allFields: true });
      keep(side, 'keyLarge', result.ms);
      fields[side].large = result.fields;
    });
  }
  await resetSandbox(base);
  report({ results, scripts, fields, rounds, dirs, screen });
}

function report({ results, scripts, fields, rounds, dirs, screen }) {
  const { ours, twin } = results;
  const row = (label, key, digits = 0) => [
    label,
    cell(ours[key], digits),
    cell(twin[key], digits),
    ratio(ours[key], twin[key]),
  ];
  const header = ['median (min–max)', 'ours', 'twin', 'ours/twin'];
  console.log(
    `\nnpm run bench:browser — Chromium at 390x844, CPU ${CPU_SLOWDOWN}x slower, ${rounds} rounds, ours and twin in turn, a fresh context per measurement`,
  );
  console.log(
    `(the small screens' first renders and keystrokes: ${SAMPLES_PER_ROUND} samples a round, ${SAMPLES_PER_ROUND * rounds} in all; everything else one a round)`,
  );
  printTable('Sandbox screens (ms)', header, [
    row('first render /loanDetail (navigation → banner and rows painted)', 'renderLoan'),
    row('first render /bindBank (navigation → fields and Next painted)', 'renderBank'),
    row(`${TAPS} status changes, total (tap → its paint, one after another)`, 'taps'),
    row('  per status change', 'tapUpdate', 1),
    row(`  main thread busy during the ${TAPS}`, 'tapTask'),
    row('    of which script', 'tapScript'),
    row('    of which style + layout', 'tapStyleLayout'),
    row('keystroke in the bank form (input event → next paint)', 'key', 1),
  ]);

  const growth = (key, largeKey) =>
    [
      summary(ours[largeKey]).median / summary(ours[key]).median,
      summary(twin[largeKey]).median / summary(twin[key]).median,
    ].map((value) => value.toFixed(2));
  printTable(
    `Grown screens: ${screen.large.loan.rows} detail rows; ${screen.large.bank.items} bank fields (both sides show 50 items, then "Show more", as the app does)`,
    header,
    [
      row('first render /loanDetail, large', 'renderLoanLarge'),
      row('first render /bindBank, large', 'renderBankLarge'),
      row('status change on the large screen, per update', 'tapUpdateLarge', 1),
      row(
        `keystroke, large form with all fields shown (${fields.ours.large} / ${fields.twin.large} text fields)`,
        'keyLarge',
        1,
      ),
      row('JS heap after large /loanDetail, after GC (MB)', 'heapLoanLarge', 2),
      row('JS heap after large /bindBank, after GC (MB)', 'heapBankLarge', 2),
    ],
  );
  printTable(
    'Growth: large / small (medians)',
    ['', 'ours', 'twin', ''],
    [
      ['first render /loanDetail', ...growth('renderLoan', 'renderLoanLarge'), ''],
      ['first render /bindBank', ...growth('renderBank', 'renderBankLarge'), ''],
      ['status change, per update', ...growth('tapUpdate', 'tapUpdateLarge'), ''],
      ['keystroke', ...growth('key', 'keyLarge'), ''],
    ],
  );

  const size = (side, screenName) =>
    scripts[side][screenName] ? gzipKB(dirs.app, scripts[side][screenName]) : { kb: NaN, files: 0 };
  printTable(
    'JavaScript each side loads (gzip -9 of the files the page fetched, lazily loaded modules included)',
    ['screen', 'ours', 'twin', 'ours/twin'],
    ['loanDetail', 'bindBank'].map((name) => {
      const [a, b] = [size('ours', name), size('twin', name)];
      return [
        `/${name}`,
        `${a.kb.toFixed(1)} KB in ${a.files} files`,
        `${b.kb.toFixed(1)} KB in ${b.files} file${b.files === 1 ? '' : 's'}`,
        (a.kb / b.kb).toFixed(2),
      ];
    }),
  );
}
