// @vitest-environment node
// The operator reference (docs/operator-reference.md): complete, its examples valid, and the committed file current.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFERENCE_PATH, operatorReference } from '../../../scripts/gen-operator-reference';
import { actionProblems, exampleAction, readActions } from '../../../scripts/operator-reference/actions';
import { exampleAddress, ROUTES } from '../../../scripts/operator-reference/routes';
import { exampleNode, nodeProblems, readWidgets } from '../../../scripts/operator-reference/widgets';
import { catalogueKeysByText } from '../../../scripts/operator-reference/words';
import { FUNCTION_NAMES } from '../../../renderer/host';
import { SANDBOX_SCENARIOS } from '../../../sandbox/scenarioCatalogue';
import { LOAN_DETAILS_SCENARIOS } from '../../../sandbox/fixtures/loanDetails';

const root = join(import.meta.dirname, '../../..');
const reference = operatorReference();
const keys = catalogueKeysByText(root);

describe('operator reference', () => {
  it('is the committed file (run npm run gen:docs after changing a schema, a function, a route or a fixture)', () => {
    expect(readFileSync(join(root, REFERENCE_PATH), 'utf8')).toBe(reference);
  });

  it('has a section for every widget and every action, and a row for every expression function', () => {
    for (const widget of readWidgets(root)) expect(reference).toContain(`\n### ${widget.name}\n`);
    const actions = readActions(root).map((action) => action.name);
    expect(actions).toEqual(expect.arrayContaining(['call', 'set', 'navigate', 'if', 'run', 'storage']));
    for (const action of actions) expect(reference).toContain(`\n### ${action}\n`);
    for (const name of FUNCTION_NAMES) expect(reference).toMatch(new RegExp(`\\| \`${name}\\(`));
  });

  it('shows every widget with a node example the page validator accepts', () => {
    for (const widget of readWidgets(root)) expect(nodeProblems(exampleNode(widget, keys)), widget.name).toEqual([]);
  });

  it('shows every action with an example the page validator accepts, and would refuse a broken one', () => {
    for (const action of readActions(root))
      expect(actionProblems(exampleAction(action, keys)), action.name).toEqual([]);
    expect(actionProblems({ do: 'toast' })).not.toEqual([]);
  });

  it('would refuse a node example that is not valid', () => {
    expect(nodeProblems({ type: 'Button', props: {} }).join()).toContain("required property 'label'");
    expect(nodeProblems({ type: 'Buton', props: { label: 'x' } })).not.toEqual([]);
  });

  it('gives every web route an example address that starts with its path', () => {
    for (const [key, route] of Object.entries(ROUTES)) {
      if (route.path) expect(exampleAddress(key)?.startsWith(route.path), key).toBe(true);
      else expect(exampleAddress(key)).toBeUndefined();
    }
    expect(exampleAddress('complainDetails')).toBe('/complainDetails?problemId=1001');
  });

  it("lists each order scenario of the sandbox's fixtures with its address and what it gives", () => {
    for (const { orderId, title } of LOAN_DETAILS_SCENARIOS) {
      expect(reference).toContain(`| \`${orderId}\` | \`/loanDetail?productId=P001&orderId=${orderId}\` | ${title} |`);
    }
  });

  it('opens each sandbox scenario at a route of pages.json with only the query keys that route reads', () => {
    for (const scenario of SANDBOX_SCENARIOS) {
      const route = ROUTES[scenario.route];
      expect(route?.path, scenario.route).toBeDefined();
      for (const key of Object.keys(scenario.query))
        expect(route?.query ?? [], `${scenario.route} ${scenario.id}`).toContain(key);
    }
    const ids = SANDBOX_SCENARIOS.map((scenario) => `${scenario.route} ${scenario.id}`);
    expect(new Set(ids).size, 'an id picks one scenario per route').toBe(ids.length);
  });
});
