// @vitest-environment node
// A route's key, its page file and its path agree, so a reader finds a screen's file from its address or its key.
// Where the names differ, the spec or the route contract fixed one of them: the spec names the route keys confirm,
// paymentInstructions and bindCard ("bind card, same path as bind bank"); the contract fixes the paths of the
// public site (/, /About, …), of the loan confirmation (/confirmLoan) and of the Dragonpay guide (/dragonpay).
import { describe, expect, it } from 'vitest';
import manifest from '../../../pages.json' with { type: 'json' };

type Route = { path?: string; page?: string };
const routes = Object.entries(manifest.routes as Record<string, Route>).filter(([, route]) => route.path !== undefined);

const ALIASES: Record<string, string> = { bindCard: 'bindBank' };
const CONTRACT_PATHS: Record<string, string> = {
  home: '/',
  siteAbout: '/About',
  siteUser: '/User',
  sitePolicy: '/Policy',
  siteLoan: '/Loan',
  siteContact: '/Contact',
  confirm: '/confirmLoan',
  paymentInstructions: '/dragonpay',
};

describe('route names', () => {
  it("each web route opens the page file named after its key (an alias opens its route's page)", () => {
    const mismatched = routes
      .filter(([key, route]) => route.page !== (ALIASES[key] ?? key))
      .map(([key, route]) => `${key} -> pages/${route.page}.json`);
    expect(mismatched).toEqual([]);
  });

  it('each web route lives at /<key> unless the route contract fixes its path', () => {
    const mismatched = routes
      .filter(([key, route]) => route.path !== (CONTRACT_PATHS[key] ?? `/${ALIASES[key] ?? key}`))
      .map(([key, route]) => `${key} at ${route.path}`);
    expect(mismatched).toEqual([]);
  });
});
