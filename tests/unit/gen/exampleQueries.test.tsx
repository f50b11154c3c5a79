// `npm start` prints an address for every route (scripts/serve.ts with scripts/example-queries.ts): each must open a
// working screen, not "Invalid request" or an error with a Retry that cannot help.
import { describe, expect, it } from 'vitest';
import manifest from '../../../pages.json';
import { EXAMPLE_QUERIES } from '../../../scripts/example-queries';
import { renderRoute, settled, setUpSandbox } from '../../support/renderRoute';

setUpSandbox();

const webRoutes = Object.entries(manifest.routes as Record<string, { path?: string }>).filter(
  ([, route]) => route.path,
);

describe('the addresses npm start prints', () => {
  it.each(webRoutes)('%s opens a working screen', { timeout: 20_000 }, async (key, route) => {
    const view = renderRoute(`${route.path}${EXAMPLE_QUERIES[key] ?? ''}`);
    await settled();
    const regions = [...document.querySelectorAll('[data-region]')].map((region) => region.getAttribute('data-region'));
    expect(regions.length, 'something on screen').toBeGreaterThan(0);
    // The error page's own region is its content; on every other screen an error region is a failed screen.
    expect(regions.filter((name) => key !== 'error' && /error|incomplete/i.test(name ?? ''))).toEqual([]);
    expect(document.body.textContent).not.toMatch(/Invalid request/);
    view.unmount();
  });

  it('a promotion link without its template id says the link is incomplete, with no Retry that cannot help', async () => {
    const view = renderRoute('/promotion');
    await settled();
    expect(document.querySelector('[data-region="linkIncomplete"]')?.textContent).toContain('This link is incomplete');
    expect(view.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
