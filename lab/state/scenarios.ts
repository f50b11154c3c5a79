// Server scenarios through the sandbox control API (contracts.md), where the sandbox runs (npm start, npm run preview).
import manifest from '../../pages.json';
import type { Scenario } from './labState';
import { responseValidators } from '../../schemas/generated/validate-responses.js';
import { ANY_OTHER_ID, SANDBOX_SCENARIOS, scenarioQuery, type SandboxScenario } from '../../sandbox/scenarioCatalogue';

/** A sandbox scenario as the lab offers it: the query it sets and a label a tester reads ("ORD200 — Status 200: …"). */
export interface PickableScenario {
  route: string;
  query: string;
  label: string;
}

const routesServing = (page: string): string[] =>
  Object.entries(manifest.routes).flatMap(([key, entry]) => ('page' in entry && entry.page === page ? [key] : []));

const pickable = (scenario: SandboxScenario, withRoute: boolean): PickableScenario => ({
  route: scenario.route,
  query: scenarioQuery(scenario),
  label: `${withRoute ? `${scenario.route}: ` : ''}${scenario.id === ANY_OTHER_ID ? 'any other id' : scenario.id} — ${scenario.gives}`,
});

/**
 * The sandbox scenarios (sandbox/scenarioCatalogue.ts, the operator reference's list) for the page being edited: those of
 * the routes serving `pages/<name>.json`, or every scenario, named with its route, for a page no route serves yet.
 */
export function sandboxScenariosFor(file: string): PickableScenario[] {
  const page = file.replace(/^.*\//, '').replace(/\.json$/, '');
  const routes = new Set(routesServing(page));
  const own = SANDBOX_SCENARIOS.filter((scenario) => routes.has(scenario.route));
  return own.length > 0
    ? own.map((scenario) => pickable(scenario, routes.size > 1))
    : SANDBOX_SCENARIOS.map((scenario) => pickable(scenario, true));
}

/** An edited answer's `data` must fit the endpoint's response schema (the contract the sandbox's fixtures keep). */
function dataProblem(endpoint: string, body: unknown): string | null {
  const data = body && typeof body === 'object' ? (body as Record<string, unknown>).data : undefined;
  const validate = responseValidators[endpoint];
  if (data === undefined || data === null || !validate || validate(data)) return null;
  const reasons = (validate.errors ?? []).slice(0, 3).map((e) => `data${e.instancePath} ${e.message ?? 'is invalid'}`);
  return `${endpoint}: the edited body does not fit the response schema (${reasons.join('; ')})`;
}

/** The endpoints a page calls, in the order they first appear. */
export function calledEndpoints(page: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (record.do === 'call' && typeof record.endpoint === 'string') found.add(record.endpoint);
      Object.values(record).forEach(visit);
    }
  };
  visit(page);
  return [...found];
}

type Override = { endpoint: string; body?: unknown; status?: number; delayMs?: number; fault?: string };

/** The override a scenario asks of the sandbox, or null for its own fixture. An edited body must be JSON. */
export function overrideOf(endpoint: string, scenario: Scenario): Override | null | { error: string } {
  switch (scenario.mode) {
    case 'fixture':
      return null;
    case 'failure': {
      // "00" and "01" stay strings: some endpoints succeed on the string "00", which must not become the number 0.
      const numeric = /^-?(0|[1-9]\d*)$/.test(scenario.code.trim());
      return {
        endpoint,
        body: { code: numeric ? Number(scenario.code) : scenario.code, message: scenario.message, data: null },
      };
    }
    case 'delay':
      return { endpoint, delayMs: scenario.delayMs };
    case 'fault':
      return { endpoint, fault: scenario.fault };
    case 'body': {
      let body: unknown;
      try {
        body = JSON.parse(scenario.body);
      } catch (error) {
        return { error: `${endpoint}: the edited body is not JSON (${(error as Error).message})` };
      }
      const problem = dataProblem(endpoint, body);
      return problem ? { error: problem } : { endpoint, body };
    }
  }
}

const control = (route: string, init?: RequestInit) =>
  fetch(`/__sandbox/${route}`, { ...init, headers: { 'content-type': 'application/json' } });

/** Whether this origin serves the sandbox's control API. */
export async function sandboxAvailable(): Promise<boolean> {
  try {
    const response = await control('requests?endpoint=loanDetails');
    return response.ok && Array.isArray(await response.json());
  } catch {
    return false;
  }
}

/** Forgets earlier overrides, then asks for these; returns the problems (a refused override, a bad body). */
export async function applyScenarios(
  scenarios: Record<string, Scenario>,
  endpoints: readonly string[],
): Promise<string[]> {
  const problems: string[] = [];
  await control('reset', { method: 'POST', body: '{}' });
  for (const endpoint of endpoints) {
    const override = overrideOf(endpoint, scenarios[endpoint] ?? { mode: 'fixture' });
    if (override === null) continue;
    if ('error' in override) {
      problems.push(override.error);
      continue;
    }
    const response = await control('override', { method: 'POST', body: JSON.stringify(override) });
    if (!response.ok) problems.push(`${endpoint}: ${(await response.text()).slice(0, 300)}`);
  }
  return problems;
}
