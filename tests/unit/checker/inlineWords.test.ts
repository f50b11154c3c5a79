// @vitest-environment node
// Words a person reads come from the catalogues: the checker finds words written into a page, wherever a widget's
// schema says a prop holds words, and in titles, toasts, loading texts and validation messages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkText } from '../../../checker/node/index';
import { repositoryRoot } from './fixture-expectations';

const complaint = readFileSync(join(repositoryRoot, 'pages/complaint.json'), 'utf8');
const inline = (text: string) =>
  checkText('pages/complaint.json', text)
    .filter((problem) => problem.code === 'inline-text')
    .map((problem) => problem.pointer);

const page = (body: Record<string, unknown>) =>
  JSON.stringify({ title: { $t: 'common.complaint' }, regions: [{ name: 'main', children: [] }], ...body });

describe('words written into a page', () => {
  it('passes the shipped page, whose words all come from the catalogues', () => {
    expect(inline(complaint)).toEqual([]);
  });

  it('finds a label, a page title, a toast and a validation message written as words', () => {
    const text = complaint
      .replace('"title": { "$t": "common.complaint" }', '"title": "Complaint"')
      .replace('{ "$t": "complaint.all" }', '"All"');
    expect(inline(text)).toEqual([expect.stringMatching(/^\/regions\/.*\/props\/label$/), '/title']);
    const toast = page({
      onLoad: [{ do: 'toast', message: 'Saved!' }],
      validations: { form: [{ rule: 'required', value: '{{ query.x }}', message: 'Please fill it in' }] },
    });
    expect(
      checkText('pages/other.json', toast)
        .filter((p) => p.code === 'inline-text')
        .map((p) => p.pointer),
    ).toEqual(['/onLoad/0/message', '/validations/form/0/message']);
  });

  it("reads nested word props (an article's paragraphs) and lets bindings and punctuation between them pass", () => {
    const article = page({
      regions: [
        {
          name: 'main',
          children: [
            {
              type: 'Article',
              props: {
                blocks: [
                  { kind: 'paragraph', text: 'We lend money.' },
                  { kind: 'heading', text: '{{ env.company.name }}' },
                ],
              },
            },
            { type: 'Text', props: { text: '{{ env.company.email }} · {{ env.company.phone }}' } },
            { type: 'Text', props: { text: 'hello', variant: 'caption' } },
          ],
        },
      ],
    });
    const found = checkText('pages/other.json', article).filter((p) => p.code === 'inline-text');
    expect(found.map((p) => p.pointer)).toEqual([
      '/regions/0/children/0/props/blocks/0/text',
      '/regions/0/children/2/props/text',
    ]);
    expect(found[0].hint).toMatch(/messages\/en\.json and messages\/fil\.json/);
  });

  it('finds words inside an expression where words go: a fallback, a branch, a joined text, a placeholder', () => {
    const text = (value: unknown) => ({ type: 'Text', props: { text: value } });
    const expressions = page({
      onLoad: [{ do: 'toast', message: "{{ present(result.serverMessage, '查询银行卡列表失败，请稍后重试') }}" }],
      regions: [
        {
          name: 'main',
          children: [
            { type: 'Button', props: { label: "{{ present(data.config.buttonText, 'Register') }}" } },
            text("{{ state.calls.x.status == 'success' ? 'Loaded' : data.message }}"),
            text("{{ 'Order ' + data.orderNo }}"),
            text({ $t: 'common.asSent', text: "{{ coalesce(data.title, 'Untitled') }}" }),
            text({ $t: 'common.orderNo', orderNo: 'none yet' }),
          ],
        },
      ],
    });
    const found = checkText('pages/other.json', expressions).filter((p) => p.code === 'inline-text');
    expect(found.map((p) => [p.pointer, p.found])).toEqual([
      ['/onLoad/0/message', 'words written inside an expression: "查询银行卡列表失败，请稍后重试"'],
      ['/regions/0/children/0/props/label', 'words written inside an expression: "Register"'],
      ['/regions/0/children/1/props/text', 'words written inside an expression: "Loaded"'],
      ['/regions/0/children/2/props/text', 'words written inside an expression: "Order "'],
      ['/regions/0/children/3/props/text/text', 'words written inside an expression: "Untitled"'],
      ['/regions/0/children/4/props/text/orderNo', 'words written into the page: "none yet"'],
    ]);
    expect(found[0].hint).toMatch(/common\.asSent/);
  });

  it('lets codes, keys and flags inside expressions pass: compared, looked up, chosen between keys', () => {
    const codes = page({
      regions: [
        {
          name: 'main',
          children: [
            { type: 'Text', props: { text: "{{ state.calls.x.status == 'success' ? data.title : '' }}" } },
            { type: 'Text', props: { text: "{{ find(data.types, 'value', '1').title }}" } },
            { type: 'Text', props: { text: "{{ query.source == 'loanDetail' ? data.a : data.b }}" } },
            { type: 'Text', props: { text: "{{ join(pluck(data.rows, 'title'), ' · ') }}" } },
            { type: 'Text', props: { text: "{{ money(toFix(data.amount), env.currencyFlag) + ' / ' + data.n }}" } },
            {
              type: 'Text',
              props: {
                text: { $t: "{{ present(data.t) ? 'common.asSent' : 'common.tryAgain' }}", text: '{{ data.t }}' },
              },
            },
            { type: 'Image', props: { src: "{{ '/banners/status-' + data.s + '.svg' }}", alt: '' } },
          ],
        },
      ],
    });
    expect(checkText('pages/other.json', codes).filter((p) => p.code === 'inline-text')).toEqual([]);
  });

  it('lets an internal tool that says its audience is staff write its words in English', () => {
    const tool = page({
      audience: 'staff',
      title: 'Test preview',
      regions: [{ name: 'main', children: [{ type: 'Text', props: { text: 'Device fields' } }] }],
    });
    expect(checkText('pages/other.json', tool).filter((p) => p.code === 'inline-text')).toEqual([]);
  });
});
