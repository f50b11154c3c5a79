// @vitest-environment node
// What the build reads of a page (the widgets its module imports, whether it loads the storage validators, the
// expressions it ships compiled), through the page checker's walk: structure decides, never data that looks alike.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compiledExpressionsIn,
  compiledExpressionsOf,
  usesStorageSchemas,
  widgetTypesOf,
} from '../../../build/page-walk';
import { collectPageSites } from '../../../checker/pages/page-sites';
import { isBinding } from '../../../renderer/host';

const pagesDir = join(import.meta.dirname, '../../../pages');
const pages = readdirSync(pagesDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => [file, JSON.parse(readFileSync(join(pagesDir, file), 'utf8'))] as const);

const storage = (extra: Record<string, unknown> = {}) => ({ do: 'storage', op: 'set', key: 'k', value: 1, ...extra });

describe('the widgets a page module imports', () => {
  it("are the types of its regions' and dialogs' nodes at any depth, each once, sorted", () => {
    const page = {
      regions: [{ children: [{ type: 'Text' }, { type: 'Card', children: [{ type: 'Button' }, { type: 'Text' }] }] }],
      dialogs: { sure: { children: [{ type: 'Sheet', children: [{ type: 'Image' }] }] } },
    };
    expect(widgetTypesOf(page)).toEqual(['Button', 'Card', 'Image', 'Sheet', 'Text']);
  });

  it('leave out data that merely has a `type`: state, props, call params', () => {
    const page = {
      state: { picked: { type: 'Chart' } },
      onLoad: [{ do: 'call', endpoint: 'x', params: { type: 'Banner' } }],
      regions: [{ children: [{ type: 'Text', props: { content: { type: 'Video' } } }] }],
    };
    expect(widgetTypesOf(page)).toEqual(['Text']);
  });
});

describe('whether a page loads the storage validators', () => {
  it('yes for a storage action that names a schema, in whatever chain it sits', () => {
    const nested = {
      regions: [
        {
          children: [
            {
              type: 'Button',
              on: {
                tap: [
                  {
                    do: 'call',
                    endpoint: 'x',
                    onSuccess: [{ do: 'if', when: '{{ true }}', then: [storage({ schema: 's' })] }],
                  },
                ],
              },
            },
          ],
        },
      ],
    };
    expect(usesStorageSchemas(nested)).toBe(true);
    expect(usesStorageSchemas({ dialogs: { d: { onClose: [storage({ schema: 's' })], children: [] } } })).toBe(true);
    expect(usesStorageSchemas({ timers: [{ id: 't', afterMs: 0, actions: [storage({ schema: 's' })] }] })).toBe(true);
  });

  it('no for storage without a schema, or an action-like value held as data', () => {
    expect(usesStorageSchemas({ onLoad: [storage()] })).toBe(false);
    expect(usesStorageSchemas({ state: { saved: storage({ schema: 's' }) } })).toBe(false);
  });
});

describe('the expressions a page ships compiled', () => {
  it("are every expression the checker judges on the page, in the page's order, each once", () => {
    for (const [file, page] of pages) {
      const judged = collectPageSites(page, isBinding).expressions.map((site) => site.text);
      expect(
        Object.keys(compiledExpressionsOf(page)).filter((text) => isBinding(text)),
        file,
      ).toEqual([...new Set(judged)]);
    }
  });

  it('leave out the notes, which are prose and never evaluated', () => {
    const page = {
      notes: ['{{ data.kept }} is read twice'],
      regions: [{ children: [{ type: 'Text', props: { content: '{{ data.shown }}' } }] }],
    };
    expect(Object.keys(compiledExpressionsOf(page))).toEqual(['{{ data.shown }}']);
  });

  it('of a value that is no page (the early-call table) are every text with `{{` in it', () => {
    const table = {
      notes: [{ endpoint: 'x', params: { id: '{{ query.id }}', plain: 'a' }, images: ['{{ data.x.url }}'] }],
    };
    expect(Object.keys(compiledExpressionsIn(table))).toEqual(['{{ query.id }}', '{{ data.x.url }}']);
  });
});
