import { css, useTheme } from '@emotion/react';
import { FAULTS, type Scenario } from '../state/labState';
import type { PickableScenario } from '../state/scenarios';
import { Field, Section, codeAreaCss, inputCss, labColours, noteCss } from './ui';

export interface ScenarioPanelProps {
  endpoints: readonly string[];
  scenarios: Record<string, Scenario>;
  /** 'server': the sandbox control API answers here; 'none': scenarios cannot be applied on this deployment. */
  sandbox: 'checking' | 'server' | 'none';
  problems: readonly string[];
  onChange(endpoint: string, scenario: Scenario): void;
  /** The sandbox's own scenarios for this page (which order id gives which status...), and the preview's query. */
  sandboxScenarios: readonly PickableScenario[];
  query: string;
  onPick(scenario: PickableScenario): void;
}

const MODES: Array<[Scenario['mode'], string]> = [
  ['fixture', 'Sandbox fixture'],
  ['failure', 'Failure code'],
  ['delay', 'Delay'],
  ['fault', 'Fault'],
  ['body', 'Edited body'],
];

const noSandboxCss = css({ margin: 0, color: labColours.danger });
const endpointCss = css({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  paddingTop: 6,
  borderTop: `1px solid ${labColours.line}`,
});
const problemCss = css({ margin: 0, color: labColours.danger, overflowWrap: 'anywhere' });

function fresh(mode: Scenario['mode']): Scenario {
  switch (mode) {
    case 'fixture':
      return { mode };
    case 'failure':
      return { mode, code: '500', message: 'Service busy, please try again later.' };
    case 'delay':
      return { mode, delayMs: 3000 };
    case 'fault':
      return { mode, fault: 'abort' };
    case 'body':
      return { mode, body: '{\n  "code": 0,\n  "message": "",\n  "data": null\n}' };
  }
}

function Details({
  endpoint,
  scenario,
  onChange,
}: {
  endpoint: string;
  scenario: Scenario;
  onChange(s: Scenario): void;
}) {
  const theme = useTheme();
  switch (scenario.mode) {
    case 'fixture':
      return null;
    case 'failure':
      return (
        <>
          <Field label="Code">
            <input
              css={inputCss}
              aria-label={`${endpoint} failure code`}
              value={scenario.code}
              onChange={(e) => onChange({ ...scenario, code: e.currentTarget.value })}
            />
          </Field>
          <Field label="Message">
            <input
              css={inputCss}
              aria-label={`${endpoint} failure message`}
              value={scenario.message}
              onChange={(e) => onChange({ ...scenario, message: e.currentTarget.value })}
            />
          </Field>
        </>
      );
    case 'delay':
      return (
        <Field label="Delay (ms)">
          <input
            css={inputCss}
            type="number"
            min={0}
            step={500}
            aria-label={`${endpoint} delay`}
            value={scenario.delayMs}
            onChange={(e) => onChange({ ...scenario, delayMs: Math.max(0, Number(e.currentTarget.value) || 0) })}
          />
        </Field>
      );
    case 'fault':
      return (
        <Field label="Fault">
          <select
            css={inputCss}
            aria-label={`${endpoint} fault`}
            value={scenario.fault}
            onChange={(e) => onChange({ ...scenario, fault: e.currentTarget.value as (typeof FAULTS)[number] })}
          >
            {FAULTS.map((fault) => (
              <option key={fault} value={fault}>
                {fault}
              </option>
            ))}
          </select>
        </Field>
      );
    case 'body':
      return (
        <textarea
          css={codeAreaCss(theme, 120)}
          aria-label={`${endpoint} response body`}
          value={scenario.body}
          onChange={(e) => onChange({ ...scenario, body: e.currentTarget.value })}
        />
      );
  }
}

const CUSTOM = '';

/** A menu of the sandbox's scenarios: picking one sets the preview's query (the ids that select that answer). */
function SandboxScenarioPicker({
  sandboxScenarios,
  query,
  onPick,
}: Pick<ScenarioPanelProps, 'sandboxScenarios' | 'query' | 'onPick'>) {
  if (sandboxScenarios.length === 0) return null;
  const index = sandboxScenarios.findIndex((scenario) => scenario.query === query);
  return (
    <Field label="Sandbox scenario">
      <select
        css={inputCss}
        aria-label="Sandbox scenario"
        value={index < 0 ? CUSTOM : String(index)}
        onChange={(e) => {
          const picked = sandboxScenarios[Number(e.currentTarget.value)];
          if (e.currentTarget.value !== CUSTOM && picked) onPick(picked);
        }}
      >
        <option value={CUSTOM}>{index < 0 ? `Your query (${query || 'none'})` : 'Your own query…'}</option>
        {sandboxScenarios.map((scenario, i) => (
          <option key={`${scenario.route}?${scenario.query}`} value={String(i)}>
            {scenario.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The sandbox scenario the query picks, and for each endpoint the page calls, what the server answers. */
export function ScenarioPanel({
  endpoints,
  scenarios,
  sandbox,
  problems,
  onChange,
  sandboxScenarios,
  query,
  onPick,
}: ScenarioPanelProps) {
  return (
    <Section title="Server scenarios">
      {sandbox === 'none' && (
        <p css={noSandboxCss}>
          No sandbox on this origin: the page talks to the real API and scenarios cannot be applied.
        </p>
      )}
      <SandboxScenarioPicker sandboxScenarios={sandboxScenarios} query={query} onPick={onPick} />
      {endpoints.length === 0 && <p css={noteCss}>This page calls no endpoint.</p>}
      {endpoints.map((endpoint) => {
        const scenario = scenarios[endpoint] ?? { mode: 'fixture' };
        return (
          <div key={endpoint} css={endpointCss}>
            <Field label={endpoint}>
              <select
                css={inputCss}
                aria-label={`${endpoint} answer`}
                value={scenario.mode}
                disabled={sandbox === 'none'}
                onChange={(e) => onChange(endpoint, fresh(e.currentTarget.value as Scenario['mode']))}
              >
                {MODES.map(([mode, label]) => (
                  <option key={mode} value={mode}>
                    {label}
                  </option>
                ))}
              </select>
            </Field>
            <Details endpoint={endpoint} scenario={scenario} onChange={(next) => onChange(endpoint, next)} />
          </div>
        );
      })}
      {problems.map((problem) => (
        <p key={problem} role="alert" css={problemCss}>
          {problem}
        </p>
      ))}
    </Section>
  );
}
