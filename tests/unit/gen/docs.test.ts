// @vitest-environment node
// The repository documents itself: no reader is sent outside the clone, and every relative link resolves.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const documents = ['README.md', 'sandbox/README.md', ...readdirSync(join(root, 'docs')).map((name) => `docs/${name}`)];

describe('project documentation', () => {
  it.each(documents)('%s sends no reader outside the repository', (file) => {
    expect(readFileSync(join(root, file), 'utf8')).not.toMatch(/\.\.\/shared|\/work\/shared/);
  });

  it.each(documents)('%s: every relative link points at a file of the repository', (file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const targets = [...text.matchAll(/\]\(([\w./-]+)(#[^)]*)?\)/g)]
      .map((m) => m[1])
      .filter((target) => !/^[a-z]+:/.test(target));
    expect(targets.filter((target) => !existsSync(resolve(dirname(join(root, file)), target)))).toEqual([]);
  });

  it('the contracts page covers routes, endpoint ids, the sandbox control API, the bridge and the back action', () => {
    const contracts = readFileSync(join(root, 'docs/contracts.md'), 'utf8');
    for (const heading of [
      '## Routes',
      '## Endpoint ids',
      '## Sandbox control',
      '## Native bridge',
      '## The back action',
    ])
      expect(contracts).toContain(heading);
  });
});
