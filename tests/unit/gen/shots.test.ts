// @vitest-environment node
// `npm run shots`: what it reads from its arguments and which address each --scenario opens (scripts/shots/plan.ts).
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import manifest from '../../../pages.json';
import { ShotsUsageError, parseShotArgs, planShots } from '../../../scripts/shots/plan';

const root = resolve(import.meta.dirname, '../../..');
const files = new Set([resolve(root, 'pages/loanDetail.json'), '/tmp/edits/loanDetail.json', '/tmp/edits/draft.json']);
const plan = (...argv: string[]) =>
  planShots(parseShotArgs(argv), { root, routes: manifest.routes, exists: (path) => files.has(path) });

describe('npm run shots: arguments', () => {
  it('reads the target, repeated --scenario and --query, and the single-value options in either spelling', () => {
    expect(
      parseShotArgs([
        'pages/loanDetail.json',
        '--scenario',
        'ORD174',
        '--scenario=ORD200',
        '--query',
        '?orderId=X',
        '--out',
        'o',
        '--base=http://h:1',
      ]),
    ).toEqual({
      target: 'pages/loanDetail.json',
      scenarios: ['ORD174', 'ORD200'],
      queries: ['orderId=X'],
      out: 'o',
      base: 'http://h:1',
    });
  });

  it('refuses an unknown option, a flag without its value, two targets and no target', () => {
    expect(() => parseShotArgs(['x', '--scenrio', 'ORD1'])).toThrow(/unknown option --scenrio/);
    expect(() => parseShotArgs(['x', '--scenario'])).toThrow(/--scenario needs a value/);
    expect(() => parseShotArgs(['a', 'b'])).toThrow(/one page file or route at a time/);
    expect(() => parseShotArgs(['--scenario', 'ORD1'])).toThrow(ShotsUsageError);
  });
});

describe('npm run shots: scenario lookup', () => {
  it("opens a file of pages/ at its route, with each scenario's query from the sandbox catalogue", () => {
    expect(plan('pages/loanDetail.json', '--scenario', 'ORD174', '--scenario', 'ord200')).toEqual({
      mode: 'route',
      route: 'loanDetail',
      path: '/loanDetail',
      file: resolve(root, 'pages/loanDetail.json'),
      shots: [
        { name: 'loanDetail-ORD174', query: 'productId=P001&orderId=ORD174' },
        { name: 'loanDetail-ORD200', query: 'productId=P001&orderId=ORD200' },
      ],
    });
  });

  it('previews a file outside pages/ in the lab, with the query of the route its name matches', () => {
    const lab = plan('/tmp/edits/loanDetail.json', '--scenario', 'ORDCARD');
    expect(lab).toMatchObject({ mode: 'lab', route: 'loanDetail', file: '/tmp/edits/loanDetail.json' });
    expect(lab.shots).toEqual([{ name: 'loanDetail-ORDCARD', query: 'productId=P001&orderId=ORDCARD' }]);
  });

  it('asks for --route when no route serves a page of that name, and then uses it', () => {
    expect(() => plan('/tmp/edits/draft.json')).toThrow(/give --route/);
    expect(plan('/tmp/edits/draft.json', '--route', 'complainDetails', '--scenario', '1002').shots).toEqual([
      { name: 'complainDetails-1002', query: 'problemId=1002' },
    ]);
  });

  it('takes a route key, and without scenarios shoots its example address', () => {
    expect(plan('complainDetails')).toMatchObject({
      mode: 'route',
      path: '/complainDetails',
      shots: [{ name: 'complainDetails-example', query: 'problemId=1001' }],
    });
    expect(plan('repay', '--query', 'productId=P1&orderId=Z').shots).toEqual([
      { name: 'repay-query1', query: 'productId=P1&orderId=Z' },
    ]);
  });

  it('opens a page several routes serve at the first with the scenarios asked, or at the one --route names', () => {
    // A second address of Order Details, which has no sandbox scenarios of its own.
    const routes = { orderAgain: { path: '/orderAgain', page: 'loanDetail' }, ...manifest.routes };
    const planTwice = (...argv: string[]) =>
      planShots(parseShotArgs(argv), { root, routes, exists: (path) => files.has(path) });
    expect(planTwice('pages/loanDetail.json').route).toBe('orderAgain');
    expect(planTwice('pages/loanDetail.json', '--scenario', 'ORD174').route).toBe('loanDetail');
    expect(planTwice('pages/loanDetail.json', '--route', 'loanDetail').path).toBe('/loanDetail');
  });

  it("names a route's scenarios, and where else an id is a scenario, when an id is not one of the route's", () => {
    expect(() => plan('pages/loanDetail.json', '--scenario', 'ORD999')).toThrow(
      /no sandbox scenario "ORD999" for route loanDetail; its scenarios: ORD170, ORD174,/,
    );
    expect(() => plan('pages/loanDetail.json', '--scenario', '1001')).toThrow(
      /"1001" is a scenario of complainDetails/,
    );
    expect(() => plan('pages/missing.json')).toThrow(/no such file/);
    expect(() => plan('nowhere')).toThrow(/neither a page file nor a web route/);
  });
});
