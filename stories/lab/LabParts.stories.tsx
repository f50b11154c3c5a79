// The page lab's parts on their own: the editor (schema help and the checker's lint marks), the phone preview, the
// device fields, the server scenarios and the request log.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EditorView } from '@codemirror/view';
import { closeLintPanel, openLintPanel } from '@codemirror/lint';
import { env } from '../../api/env-json';
import { judgeLinksWith } from '../../checker/bundled';
import { PageEditor } from '../../lab/editor/PageEditor';
import { DevicePanel } from '../../lab/panels/DevicePanel';
import { RequestLog } from '../../lab/panels/RequestLog';
import { ScenarioPanel } from '../../lab/panels/ScenarioPanel';
import { PhonePreview } from '../../lab/preview/PhonePreview';
import { DEFAULT_DEVICE, type Scenario } from '../../lab/state/labState';
import { sandboxScenariosFor } from '../../lab/state/scenarios';
import type { PageDefinition } from '../../renderer/public';

// As in the lab (lab/mount.tsx): the links a page writes are judged against the origins of the environment it runs in.
judgeLinksWith(env);

const meta = { title: 'Lab/Parts', tags: ['!autodocs'], parameters: { fullBleed: true } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const smallPage: PageDefinition = {
  title: 'Sample',
  regions: [
    {
      name: 'main',
      children: [
        {
          type: 'Stack',
          props: { padding: 16, gap: 12 },
          children: [
            { type: 'Text', props: { text: 'Hello {{ device.deviceName }}', variant: 'title' } },
            { type: 'Button', props: { label: 'Continue' }, on: { tap: [{ do: 'navigate', route: 'loanDetail' }] } },
          ],
        },
      ],
    },
  ],
};
const smallText = JSON.stringify(smallPage, null, 2);

/** The editor draws only the lines in view (CodeMirror), so a story's marked line must fit in its height. */
function Editor({ text, height = 420, file = 'pages/sample.json' }: { text: string; height?: number; file?: string }) {
  const [current, setCurrent] = useState(text);
  return (
    <div style={{ height }}>
      <PageEditor text={current} file={file} onChange={setCurrent} />
    </div>
  );
}

// A page pasted to try something out (not a pages/ file): it needs no route, and may hold English words.
export const EditorWithAValidPage: Story = {
  render: () => <Editor text={smallText} file="pasted.json" />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.cm-content')?.textContent).toContain('Continue'));
    const editor = canvasElement.querySelector('[data-testid="page-editor"]');
    await waitFor(() => expect(editor?.getAttribute('data-problems')).toBe('0'), { timeout: 5000 });
    await expect(canvasElement.querySelector('.cm-lintRange-error')).toBeNull();
  },
};

export const EditorMarksAMisspeltType: Story = {
  render: () => <Editor text={smallText.replace('"Button"', '"Buton"')} />,
  play: async ({ canvasElement }) => {
    // pages/sample.json has no route yet, which the checker also marks (at the page's opening brace), as check:pages does.
    const marks = () => [...canvasElement.querySelectorAll('.cm-lintRange-error')].map((mark) => mark.textContent);
    await waitFor(() => expect(marks()).toContain('"Buton"'), { timeout: 5000 });
  },
};

// A mark whose message names one sure fix offers it as an action: in the mark's tooltip and in the list of problems
// (opened here, as Ctrl-Shift-M does); one click writes it and the next check clears the mark.
export const EditorFixesAMisspeltTypeInOneClick: Story = {
  render: () => <Editor text={smallText.replace('"Button"', '"Buton"')} />,
  play: async ({ canvasElement }) => {
    const marks = () => [...canvasElement.querySelectorAll('.cm-lintRange-error')].map((mark) => mark.textContent);
    await waitFor(() => expect(marks()).toContain('"Buton"'), { timeout: 5000 });
    const view = EditorView.findFromDOM(canvasElement.querySelector<HTMLElement>('.cm-editor')!)!;
    openLintPanel(view);
    const action = await within(canvasElement).findByRole('button', { name: /change to "Button"/ });
    await userEvent.click(action);
    await waitFor(() => expect(marks()).not.toContain('"Buton"'), { timeout: 5000 });
    await expect(view.state.doc.toString()).toContain('"type": "Button"');
    // CodeMirror's list puts its action buttons inside options (axe: nested-interactive); the lab shows marks, not it.
    closeLintPanel(view);
  },
};

export const EditorMarksAHostileLink: Story = {
  render: () => (
    <Editor
      height={720}
      text={smallText.replace(
        /"do": "navigate",(\s*)"route": "loanDetail"/,
        '"do": "openUrl",$1"url": "javascript:alert(1)"',
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const marks = () => [...canvasElement.querySelectorAll('.cm-lintRange-error')].map((mark) => mark.textContent);
    await waitFor(() => expect(marks()).toContain('"javascript:alert(1)"'), { timeout: 5000 });
  },
};

export const PhoneAt390: Story = {
  render: () => (
    <PhonePreview page={smallPage} runKey="1" env={env} device={DEFAULT_DEVICE} query="" width={390} record={fn()} />
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Hello Pixel 7');
  },
};
export const PhoneAt320: Story = {
  render: () => (
    <PhonePreview page={smallPage} runKey="1" env={env} device={DEFAULT_DEVICE} query="" width={320} record={fn()} />
  ),
};
export const PhoneBeforeAValidPage: Story = {
  render: () => (
    <PhonePreview page={null} runKey="0" env={env} device={DEFAULT_DEVICE} query="" width={360} record={fn()} />
  ),
};

export const DeviceFields: Story = {
  render: () => (
    <DevicePanel device={DEFAULT_DEVICE} query="productId=P001&orderId=ORD200" onDevice={fn()} onQuery={fn()} />
  ),
};

function Scenarios({ sandbox }: { sandbox: 'server' | 'none' }) {
  const [scenarios, setScenarios] = useState<Record<string, Scenario>>({
    loanDetails: { mode: 'fault', fault: 'abort' },
    eventSave: { mode: 'failure', code: '500', message: 'Service busy' },
    productRedirect: { mode: 'delay', delayMs: 3000 },
  });
  const [query, setQuery] = useState('productId=P001&orderId=ORD200');
  return (
    <ScenarioPanel
      endpoints={['loanDetails', 'eventSave', 'productRedirect', 'googleScore']}
      scenarios={scenarios}
      sandbox={sandbox}
      problems={[]}
      onChange={(endpoint, scenario) => setScenarios({ ...scenarios, [endpoint]: scenario })}
      sandboxScenarios={sandboxScenariosFor('pages/loanDetail.json')}
      query={query}
      onPick={(scenario) => setQuery(scenario.query)}
    />
  );
}

export const ServerScenarios: Story = {
  render: () => <Scenarios sandbox="server" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'loanDetails fault' })).toHaveValue('abort');
    const picker = within(canvasElement).getByRole('combobox', { name: 'Sandbox scenario' });
    await expect((picker as HTMLSelectElement).selectedOptions[0].textContent).toMatch(
      /^ORD200 — Status 200: closed \(Borrow Again\)/,
    );
  },
};
export const ServerScenariosWithoutASandbox: Story = { render: () => <Scenarios sandbox="none" /> };

export const Requests: Story = {
  render: () => (
    <RequestLog
      events={[
        {
          kind: 'call',
          id: 1,
          endpoint: 'loanDetails',
          params: { productId: 'P001', orderId: 'ORD200' },
          outcome: 'success',
          code: 0,
          message: '',
        },
        {
          kind: 'call',
          id: 2,
          endpoint: 'eventSave',
          params: { moduleId: 30 },
          outcome: 'failure',
          code: 500,
          message: 'Service busy',
        },
        { kind: 'call', id: 3, endpoint: 'googleScore', params: { score: 5 }, outcome: 'pending' },
        { kind: 'leave', id: 4, what: 'open the app page', target: '/repay?productId=P001&orderId=ORD200' },
      ]}
    />
  ),
};
