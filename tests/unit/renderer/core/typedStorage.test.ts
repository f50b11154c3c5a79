// @vitest-environment node
// The storage action typed by a named schema (schemas/storage/*.schema.json through the generated validators).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runChain } from '../../../../renderer/core/actions/run';
import actionsSchema from '../../../../schemas/actions.schema.json';
import type { Chain } from '../../../../schemas/generated/types';
import { runContext } from './runContext';

const INFO = {
  version: 1,
  payCode: 'PAY-1',
  logo: '/logo.svg',
  title: 'Dragonpay',
  repayAmount: 227500,
  payNotice: [{ name: 'GCash', steps: ['Open GCash.'] }],
};
const read: Chain = [
  {
    do: 'storage',
    area: 'local',
    op: 'get',
    key: 'repaymentInfo',
    schema: 'repaymentInfo',
    into: '{{ state.info }}',
    invalidInto: '{{ state.problem }}',
  },
];

describe('storage typed by a schema', () => {
  it('the action schema names exactly the schemas of schemas/storage', () => {
    const files = readdirSync(join(import.meta.dirname, '../../../../schemas/storage')).map((f) =>
      f.replace('.schema.json', ''),
    );
    expect(actionsSchema.$defs.storageAction.properties.schema.enum).toEqual(files.sort());
  });

  it('set writes a value that fits, and get reads it back with no problem', async () => {
    const t = runContext();
    await runChain(
      [
        { do: 'storage', area: 'local', op: 'set', key: 'repaymentInfo', schema: 'repaymentInfo', value: INFO },
        ...read,
      ],
      t.ctx,
    );
    expect(JSON.parse(t.local.getItem('repaymentInfo')!)).toEqual(INFO);
    expect(t.store.get().state.info).toEqual(INFO);
    expect(t.store.get().state.problem).toBeNull();
  });

  it('set refuses a value that does not fit, keeps the old one and ends the chain', async () => {
    const t = runContext();
    t.local.setItem('repaymentInfo', JSON.stringify(INFO));
    const ok = await runChain(
      [
        {
          do: 'storage',
          area: 'local',
          op: 'set',
          key: 'repaymentInfo',
          schema: 'repaymentInfo',
          value: { ...INFO, payCode: '' },
        },
        { do: 'set', path: '{{ state.after }}', value: true },
      ],
      t.ctx,
    );
    expect(ok).toBe(false);
    expect(JSON.parse(t.local.getItem('repaymentInfo')!)).toEqual(INFO);
    expect(t.store.get().state.after).toBeUndefined();
    expect(t.reports[0]).toContain('storage set repaymentInfo');
  });

  it('a refused set runs its onInvalid chain, so the person is told; the chain still ends', async () => {
    const t = runContext();
    const ok = await runChain(
      [
        {
          do: 'storage',
          area: 'local',
          op: 'set',
          key: 'repaymentInfo',
          schema: 'repaymentInfo',
          value: { ...INFO, payCode: 'X'.repeat(65) },
          onInvalid: [{ do: 'toast', message: 'This pay code is too long.' }],
        },
        { do: 'set', path: '{{ state.after }}', value: true },
      ],
      t.ctx,
    );
    expect(ok).toBe(false);
    expect(t.toasts).toEqual(['This pay code is too long.']);
    expect(t.local.getItem('repaymentInfo')).toBeNull();
    expect(t.store.get().state.after).toBeUndefined();
  });

  it.each([
    ['stale', { ...INFO, version: 0 }, 'must be equal to constant at /version'],
    ['foreign JSON', { token: 'abc' }, "must have required property 'version'"],
    ['foreign text', 'hello', 'must be object'],
  ])('get rejects a %s value: into gets null and invalidInto a clear message', async (_, stored, detail) => {
    const t = runContext();
    t.local.setItem('repaymentInfo', typeof stored === 'string' ? stored : JSON.stringify(stored));
    await runChain(read, t.ctx);
    expect(t.store.get().state.info).toBeNull();
    expect(t.store.get().state.problem).toBe(`The saved repaymentInfo is out of date or not ours (${detail}).`);
  });

  it('get reads a stored value by its shape, as a server answer: a part of another kind is left out, not shown', async () => {
    const t = runContext();
    t.local.setItem(
      'complaintChoice',
      JSON.stringify({ problemType: 2, problemTypeTitle: { en: 'Repayment issue' }, orderNo: 'ORD174', extra: 1 }),
    );
    await runChain(
      [
        {
          do: 'storage',
          area: 'local',
          op: 'get',
          key: 'complaintChoice',
          schema: 'complaintChoice',
          into: '{{ state.choice }}',
          invalidInto: '{{ state.problem }}',
        },
      ],
      t.ctx,
    );
    expect(t.store.get().state.choice).toEqual({ problemType: 2, orderNo: 'ORD174', extra: 1 });
    expect(t.store.get().state.problem).toBeNull();
  });

  it('get with nothing stored leaves into undefined and no problem', async () => {
    const t = runContext();
    await runChain(read, t.ctx);
    expect(t.store.get().state.info).toBeUndefined();
    expect(t.store.get().state.problem).toBeNull();
  });

  it('a page run without the checks (its module brought none) refuses a typed value rather than trusting it', async () => {
    const t = runContext();
    t.ctx.storageValidators = undefined;
    t.local.setItem('repaymentInfo', JSON.stringify(INFO));
    await runChain(read, t.ctx);
    expect(t.store.get().state.info).toBeNull();
    expect(t.store.get().state.problem).toBe(
      'The saved repaymentInfo cannot be checked here (no validator for it was loaded).',
    );
  });
});
