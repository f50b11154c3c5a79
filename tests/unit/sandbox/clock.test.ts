// @vitest-environment node
// The sandbox's today is fixed under test (vitest.config.ts sets SANDBOX_TODAY), so texts and pictures built from
// fixture dates read the same on every day the suite runs.
import { afterEach, describe, expect, it } from 'vitest';
import { dateIn, fixedToday, sandboxNow, shortDateIn, timeIn } from '../../../sandbox/fixtures/dates';

const original = process.env.SANDBOX_TODAY;
afterEach(() => {
  process.env.SANDBOX_TODAY = original;
});

describe('the sandbox clock', () => {
  it('dates fixtures from the fixed day, whatever the real date', () => {
    process.env.SANDBOX_TODAY = '2026-11-20';
    expect(dateIn(0)).toBe('20-11-2026');
    expect(dateIn(19)).toBe('09-12-2026');
    expect(dateIn(-62)).toBe('19-09-2026');
    expect(timeIn(-3, '10:24')).toBe('2026-11-17 10:24');
    expect(shortDateIn(-4)).toBe('Nov 16');
    expect(sandboxNow().getHours()).toBe(10);
  });

  it('is fixed in every test run', () => {
    expect(fixedToday()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('follows the real day when nothing fixes it, as under npm start', () => {
    delete process.env.SANDBOX_TODAY;
    const before = new Date();
    const today = dateIn(0);
    const after = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const written = (d: Date) => `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`;
    expect([written(before), written(after)]).toContain(today);
  });

  it('refuses a day that is not written yyyy-mm-dd', () => {
    process.env.SANDBOX_TODAY = '20/11/2026';
    expect(() => dateIn(0)).toThrow('SANDBOX_TODAY must be a date written yyyy-mm-dd, found "20/11/2026"');
  });
});
