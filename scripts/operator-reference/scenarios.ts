// The sandbox section: which id gives which answer, from sandbox/scenarioCatalogue.ts (built from the fixtures).
import { SANDBOX_INPUT_VALUES, SANDBOX_SCENARIOS, scenarioQuery } from '../../sandbox/scenarioCatalogue';
import { ROUTES } from './routes';
import { code, table } from './markdown';

export function scenariosChapter(): string {
  const routes = [...new Set(SANDBOX_SCENARIOS.map((scenario) => scenario.route))];
  const sections = routes.map((route) => {
    const rows = SANDBOX_SCENARIOS.filter((scenario) => scenario.route === route).map((scenario) => [
      code(scenario.id),
      code(`${ROUTES[route]?.path ?? route}?${scenarioQuery(scenario)}`),
      scenario.gives,
    ]);
    return [`### ${route}`, table(['scenario', 'address', 'what the sandbox answers'], rows)].join('\n\n');
  });
  const inputs = table(
    ['screen', 'field', 'value', 'what the sandbox answers'],
    SANDBOX_INPUT_VALUES.map((input) => [code(input.route), input.field, code(input.value), input.gives]),
  );
  return [
    '## Sandbox scenarios',
    'The sandbox (`npm start`, `npm run preview`, the tests, the page lab) picks its answer by the ids in the address. `default` is what any other id gets. Preview one with `npm run shots -- <route or page file> --scenario <id>`; the page lab lists them under "Sandbox scenario".',
    ...sections,
    '### Values typed into a screen',
    inputs,
  ].join('\n\n');
}
