// @vitest-environment node
// The scope roots are named once (expr/limits.ts): the scope a page's expressions see has exactly those
// roots, the words that tell operators what they can read name them all, and what `device` holds is what
// schemas/scope.schema.json says (the page checker types `device.*` from it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHAIN_ROOTS, LIST_ROOTS, PAGE_ROOTS, SCOPE_NAMES } from '../../../../expr/limits';
import { scopeOf } from '../../../../renderer/core/scope';
import { deviceOf } from '../../../../renderer/core/earlyCalls';
import { COMMON_PARAM_KEYS, createCommonParamStore } from '../../../../api/commonParams';
import scopeSchema from '../../../../schemas/scope.schema.json';
import bindingSchema from '../../../../schemas/binding.schema.json';

const root = join(import.meta.dirname, '../../../..');
const snapshot = { query: {}, device: {}, env: {}, data: {}, state: {}, dialogs: [], busy: {} };

describe('scope roots', () => {
  it("a page's scope holds the page roots, and a node's or chain's locals the list and chain roots", () => {
    expect(Object.keys(scopeOf(snapshot))).toEqual([...PAGE_ROOTS]);
    const locals = { item: 1, index: 0, event: {}, result: {} };
    expect(Object.keys(scopeOf(snapshot, locals))).toEqual([...PAGE_ROOTS, ...LIST_ROOTS, ...CHAIN_ROOTS]);
    expect([...SCOPE_NAMES]).toEqual([...PAGE_ROOTS, ...LIST_ROOTS, ...CHAIN_ROOTS]);
  });

  it('the binding schema and the README name every root', () => {
    const description = bindingSchema.$defs.binding.description;
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const readmeLine = readme.split('\n').find((line) => line.startsWith('Values come from'))!;
    const readmeRoots = readme.slice(readme.indexOf(readmeLine), readme.indexOf(readmeLine) + 300);
    for (const name of SCOPE_NAMES) {
      expect(description).toContain(name);
      expect(readmeRoots).toContain(`\`${name}\``);
    }
  });
});

describe("device's description", () => {
  const device = scopeSchema.$defs.device;
  it('lists every common param and what deviceOf adds, with the platforms it gives', () => {
    const store = createCommonParamStore(null, '?deviceId=D1&appVersion=2.0');
    const iphone = deviceOf(store, '', true, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    const android = deviceOf(store, '', false, 'Mozilla/5.0 (Linux; Android 14)');
    expect(Object.keys(device.properties).sort()).toEqual([...COMMON_PARAM_KEYS, 'inApp', 'platform'].sort());
    for (const value of [iphone, android]) {
      for (const key of Object.keys(value)) expect(Object.keys(device.properties)).toContain(key);
    }
    expect([iphone.platform, android.platform]).toEqual(device.properties.platform.enum);
  });
});
