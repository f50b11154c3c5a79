// The bench pages, generated on each run from the real page definitions so they stay the same screens:
// loanDetailBench is pages/loanDetail.json plus one "Next status" control whose tap `set`s the order status
// (and the banner's text), so the status can change 100 times without a reload.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The status cycle of the control; measure/twin/status.ts runs the same one. */
export function nextStatus(status) {
  return { 170: 174, 174: 180, 180: 200 }[status] ?? 170;
}

/** The banner texts after each of `taps` taps, starting from `status`. */
export function statusTexts(status, taps) {
  const texts = [];
  for (let i = 0; i < taps; i++) {
    status = nextStatus(status);
    texts.push(`Status ${status}`);
  }
  return texts;
}

const STATUS = 'data.loan.orderStatus';
const CONTROL_REGION = {
  name: 'benchControl',
  visible: "{{ state.calls.loan.status == 'success' }}",
  children: [
    {
      type: 'Stack',
      props: { padding: 16 },
      children: [
        {
          type: 'Button',
          id: 'benchNextStatus',
          props: { label: 'Next status', variant: 'outline' },
          on: {
            tap: [
              {
                do: 'set',
                path: `{{ ${STATUS} }}`,
                value: `{{ ${STATUS} == 170 ? 174 : ${STATUS} == 174 ? 180 : ${STATUS} == 180 ? 200 : 170 }}`,
              },
              { do: 'set', path: '{{ data.loan.noticeStatusText }}', value: `{{ 'Status ' + ${STATUS} }}` },
            ],
          },
        },
      ],
    },
  ],
};

/** Writes measure/generated/pages/*.json (where measure/bench-app/main.tsx finds them); returns their folder. */
export function writeBenchPages(root) {
  const folder = join(root, 'measure', 'generated', 'pages');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const page = JSON.parse(readFileSync(join(root, 'pages', 'loanDetail.json'), 'utf8'));
  page.$schema = '../../../schemas/page.schema.json';
  delete page.notes; // their pointers name regions of the real page
  page.regions.unshift(CONTROL_REGION);
  writeFileSync(join(folder, 'loanDetailBench.json'), `${JSON.stringify(page, null, 2)}\n`);
  return folder;
}
