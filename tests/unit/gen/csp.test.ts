// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, permissionsPolicy } from '../../../build/csp';
import { securityHeaders } from '../../../build/serving';

const env = { apiBase: '/api', allowedOrigins: ['https://pay.pesonow.ph'], imageOrigins: ['https://cdn.pesonow.ph'] };

describe('the production policy', () => {
  it('lists images and frames from the env config, never any https: host', () => {
    const csp = contentSecurityPolicy(env);
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.pesonow.ph;");
    expect(csp).toContain("frame-src 'self' https://pay.pesonow.ph;");
    expect(csp).not.toMatch(/ https:(;|$| )/);
    expect(csp).toContain("require-trusted-types-for 'script'");
  });

  it('lets the app talk to its API and its telemetry endpoint, each origin once, and nowhere else', () => {
    expect(contentSecurityPolicy(env)).toContain("connect-src 'self';");
    expect(contentSecurityPolicy({ ...env, telemetryUrl: '/telemetry' })).toContain("connect-src 'self';");
    const remote = { ...env, apiBase: 'https://api.pesonow.ph/v1', telemetryUrl: 'https://t.pesonow.ph/beacons' };
    expect(contentSecurityPolicy(remote)).toContain("connect-src 'self' https://api.pesonow.ph https://t.pesonow.ph;");
    expect(contentSecurityPolicy({ ...remote, telemetryUrl: 'https://api.pesonow.ph/telemetry' })).toContain(
      "connect-src 'self' https://api.pesonow.ph;",
    );
  });

  it('allows the location only on the test page, the camera everywhere', () => {
    expect(permissionsPolicy('/loanDetail?x=1')).toContain('geolocation=()');
    expect(permissionsPolicy('/testPreview?x=1')).toContain('geolocation=(self)');
    expect(permissionsPolicy('/testPreviewer')).toContain('geolocation=()');
    expect(permissionsPolicy('/')).toContain('camera=(self)');
  });

  it('adds COOP and the referrer policy', () => {
    expect(securityHeaders(env)).toMatchObject({
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Referrer-Policy': 'no-referrer',
    });
  });
});
