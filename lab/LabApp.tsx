// The page lab: load a page definition, edit it with the schema's help, preview it live in a phone frame with chosen
// device fields, query and server answers, and see the requests it makes.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Global, css } from '@emotion/react';
import manifest from '../pages.json';
import type { EnvConfig } from '../api/env';
import type { RouteManifest } from '../schemas/generated/types';
import { PageEditor } from './editor/PageEditor';
import { PhonePreview } from './preview/PhonePreview';
import type { PreviewEvent } from './preview/previewServices';
import { DevicePanel } from './panels/DevicePanel';
import { LoadBar } from './panels/LoadBar';
import { RequestLog } from './panels/RequestLog';
import { ScenarioPanel } from './panels/ScenarioPanel';
import { buttonCss, labColours } from './panels/ui';
import { WIDTHS, labFileText, readLabFile, type LabState, type Scenario } from './state/labState';
import {
  applyScenarios,
  calledEndpoints,
  sandboxAvailable,
  sandboxScenariosFor,
  type PickableScenario,
} from './state/scenarios';
import { usePreviewPage } from './state/usePreviewPage';
import { useStoredLab } from './state/useStoredLab';

const rawPages = import.meta.glob<string>('../pages/*.json', { query: '?raw', import: 'default' });
const webRoutes = Object.entries((manifest as RouteManifest).routes).flatMap(([key, entry]) =>
  entry && 'path' in entry ? [{ key, page: entry.page, path: entry.path }] : [],
);

const globalCss = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html,
  body {
    margin: 0;
    height: 100%;
  }
  body {
    font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Arial, sans-serif;
    color: ${labColours.ink};
    background: ${labColours.page};
  }
  button,
  input,
  textarea,
  select {
    font: inherit;
  }
`;

const shellCss = css({ display: 'flex', flexDirection: 'column', height: '100vh', minWidth: 1100 });
const headerCss = css({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  padding: '8px 16px',
  background: '#fff',
  borderBottom: `1px solid ${labColours.line}`,
});
const titleCss = css({ margin: 0, fontSize: 16, whiteSpace: 'nowrap' });
const markerCss = css({
  padding: '2px 10px',
  borderRadius: 999,
  background: '#c2410c',
  color: '#fff',
  fontSize: 12,
  letterSpacing: 0.4,
});
const noticeCss = css({ fontSize: 12.5, color: labColours.muted });
const columnsCss = css({
  flex: 1,
  minHeight: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(380px, 1fr) auto 340px',
  gap: 16,
  padding: 16,
});
const definitionCss = css({ display: 'flex', flexDirection: 'column', gap: 8, minHeight: 0, minWidth: 0 });
const fileLineCss = css({
  fontSize: 12.5,
  color: labColours.muted,
  display: 'flex',
  justifyContent: 'space-between',
  gap: 8,
});
const verdictCss = { valid: css({ color: labColours.ok }), failing: css({ color: labColours.danger }) };
const editorCss = css({ flex: 1, minHeight: 0 });
const phoneColumnCss = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  minHeight: 0,
  overflow: 'auto',
});
const widthsCss = css({ display: 'flex', gap: 6 });
const panelsCss = css({ display: 'flex', flexDirection: 'column', gap: 12, minHeight: 0, overflow: 'auto' });

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function LabApp({ env }: { env: EnvConfig }) {
  const [lab, setLab] = useStoredLab();
  const preview = usePreviewPage(lab.text);
  const endpoints = useMemo(() => calledEndpoints(preview.page), [preview.page]);
  const sandboxScenarios = useMemo(() => sandboxScenariosFor(lab.file), [lab.file]);
  const [sandbox, setSandbox] = useState<'checking' | 'server' | 'none'>('checking');
  const [scenarioProblems, setScenarioProblems] = useState<string[]>([]);
  const [applied, setApplied] = useState(0);
  const [events, setEvents] = useState<PreviewEvent[]>([]);
  const [notice, setNotice] = useState('');

  useEffect(() => void sandboxAvailable().then((yes) => setSandbox(yes ? 'server' : 'none')), []);
  // Scenarios reach the sandbox before the preview (re)starts, so its first call already gets the chosen answer.
  const scenarioKey = JSON.stringify([lab.scenarios, endpoints]);
  useEffect(() => {
    if (sandbox !== 'server') return;
    let current = true;
    void applyScenarios(lab.scenarios, endpoints).then((problems) => {
      if (!current) return;
      setScenarioProblems(problems);
      setApplied((n) => n + 1);
    });
    return () => void (current = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scenarioKey, sandbox]);

  const ready = sandbox === 'none' || (sandbox === 'server' && applied > 0);
  const runKey = `${preview.version}|${applied}|${JSON.stringify(lab.device)}|${lab.query}`;
  useEffect(() => setEvents([]), [runKey]);
  const record = useCallback(
    (event: PreviewEvent) => setEvents((list) => [...list.filter((e) => e.id !== event.id), event]),
    [],
  );

  const update = (patch: Partial<LabState>) => setLab((previous) => ({ ...previous, ...patch }));
  // A bundled page arrives as a chunk: one that arrives after a newer choice (another page, a lab file) is dropped.
  const latestChoice = useRef(0);
  const loadRoute = async (key: string) => {
    const choice = ++latestChoice.current;
    const route = webRoutes.find((r) => r.key === key);
    const load = route && rawPages[`../pages/${route.page}.json`];
    if (!route || !load) return;
    const text = await load();
    if (choice === latestChoice.current) update({ file: `pages/${route.page}.json`, text });
  };
  // A scenario's ids go to the query and, where they are device fields too (productId, orderId), to those.
  const pickScenario = (scenario: PickableScenario) => {
    const ids = Object.fromEntries(new URLSearchParams(scenario.query));
    const device = Object.fromEntries(
      Object.entries(lab.device).map(([key, value]) => [key, ids[key] ?? value]),
    ) as LabState['device'];
    update({ query: scenario.query, device });
  };
  const openLabFile = (text: string) => {
    latestChoice.current++;
    const opened = readLabFile(text);
    if (opened) setLab(opened);
    setNotice(opened ? 'Lab file opened.' : 'That file is not a lab file saved from here.');
  };

  return (
    <div css={shellCss}>
      <Global styles={globalCss} />
      <header css={headerCss}>
        <h1 css={titleCss}>Page lab</h1>
        {/* Permanent: a screenshot of the lab must never pass for the live app. */}
        <strong data-testid="preview-marker" css={markerCss}>
          Preview
        </strong>
        <LoadBar
          routes={webRoutes}
          onRoute={loadRoute}
          onPageText={(file, text) => update({ file, text })}
          onLabFile={openLabFile}
          onSave={() => download('page-lab.json', labFileText(lab))}
        />
        {notice && (
          <span role="status" css={noticeCss}>
            {notice}
          </span>
        )}
      </header>
      <div css={columnsCss}>
        <section aria-label="Page definition" css={definitionCss}>
          <div css={fileLineCss}>
            <code>{lab.file}</code>
            <span
              role="status"
              data-testid="verdict"
              css={preview.problems.length ? verdictCss.failing : verdictCss.valid}
            >
              {preview.problems.length
                ? `Not previewed: ${preview.problems.length} problem${preview.problems.length === 1 ? '' : 's'}; the preview keeps the last good render`
                : 'Valid: the preview is live'}
            </span>
          </div>
          <div css={editorCss}>
            <PageEditor text={lab.text} file={lab.file} onChange={(text) => update({ text })} />
          </div>
        </section>
        <section aria-label="Phone" css={phoneColumnCss}>
          <div role="group" aria-label="Preview width" css={widthsCss}>
            {WIDTHS.map((width) => (
              <button
                key={width}
                type="button"
                css={buttonCss}
                aria-pressed={lab.width === width}
                onClick={() => update({ width })}
              >
                {width} px
              </button>
            ))}
            <button type="button" css={buttonCss} onClick={() => setApplied((n) => n + 1)}>
              Restart page
            </button>
          </div>
          <PhonePreview
            page={ready ? preview.page : null}
            runKey={runKey}
            env={env}
            device={lab.device}
            query={lab.query}
            width={lab.width}
            record={record}
          />
        </section>
        <aside css={panelsCss}>
          <DevicePanel
            device={lab.device}
            query={lab.query}
            onDevice={(device) => update({ device })}
            onQuery={(query) => update({ query })}
          />
          <ScenarioPanel
            endpoints={endpoints}
            scenarios={lab.scenarios}
            sandbox={sandbox}
            problems={scenarioProblems}
            onChange={(endpoint: string, scenario: Scenario) =>
              update({ scenarios: { ...lab.scenarios, [endpoint]: scenario } })
            }
            sandboxScenarios={sandboxScenarios}
            query={lab.query}
            onPick={pickScenario}
          />
          <RequestLog events={events} />
        </aside>
      </div>
    </div>
  );
}
