// @vitest-environment node
// Fragments: parts of pages written once, expanded before anything reads the page, with what is wrong in a use
// reported where the operator wrote it.
import { describe, expect, it } from 'vitest';
import { expandFragments, type Fragments } from '../../../checker/pages/fragments';
import { checkExpanded, checkFragmentDocument, placeFinding } from '../../../checker/pages/fragment-check';
import type { Finding } from '../../../checker/problem';

const fragments: Fragments = {
  cancelButton: {
    description: 'A Cancel button that closes a dialog.',
    params: {
      dialog: { type: 'string', description: 'The dialog it closes.' },
      id: { type: 'string', description: 'The node id.', default: '${dialog}Cancel' },
      then: { type: 'array', description: 'More actions after closing.', optional: true },
      label: { type: 'text', description: 'The label.', default: { $t: 'common.cancel' } },
    },
    body: {
      type: 'Button',
      id: '${id}',
      props: { label: '${label}', variant: 'outline' },
      on: { tap: [{ do: 'closeDialog', dialog: '${dialog}' }, '${then}'] },
    },
  },
  buttonRow: {
    description: 'Two buttons side by side.',
    params: {
      dialog: { type: 'string', description: 'The dialog.' },
      agree: { type: 'object', description: 'The second button.' },
    },
    body: [
      {
        type: 'Stack',
        props: { direction: 'row' },
        children: [{ use: 'cancelButton', with: { dialog: '${dialog}' } }, '${agree}'],
      },
    ],
  },
  page: {
    description: 'A whole page.',
    params: {
      title: { type: 'text', description: 'Its title.' },
      notice: { type: 'object', description: 'A notice.', optional: true },
    },
    body: {
      title: '${title}',
      regions: [{ name: 'main', children: ['${notice}', { type: 'Text', props: { text: '${title}' } }] }],
    },
  },
  loopA: { description: 'Uses B.', body: { use: 'loopB' } },
  loopB: { description: 'Uses A.', body: { use: 'loopA' } },
};

const expand = (page: unknown) => expandFragments(page, fragments);

describe('expanding fragments', () => {
  it('puts a fragment in place of its use, with parameters, defaults that name other parameters, and no trace of the use', () => {
    const { value, findings } = expand({ children: [{ use: 'cancelButton', with: { dialog: 'rating' } }] });
    expect(findings).toEqual([]);
    expect(value).toEqual({
      children: [
        {
          type: 'Button',
          id: 'ratingCancel',
          props: { label: { $t: 'common.cancel' }, variant: 'outline' },
          on: { tap: [{ do: 'closeDialog', dialog: 'rating' }] },
        },
      ],
    });
  });

  it('splices a list body into the list it stands in, and a list parameter into its list', () => {
    const agree = { type: 'Button', id: 'agree', props: { label: 'Agree' } };
    const then = [{ do: 'set', path: '{{ state.agreed }}', value: false }];
    const { value } = expand({
      children: [
        { type: 'Text' },
        { use: 'buttonRow', with: { dialog: 'terms', agree } },
        { use: 'cancelButton', with: { dialog: 'x', then } },
      ],
    });
    const children = (value as { children: Array<Record<string, unknown>> }).children;
    expect(children.map((node) => node.type)).toEqual(['Text', 'Stack', 'Button']);
    expect((children[1].children as Array<{ id: string }>).map((node) => node.id)).toEqual(['termsCancel', 'agree']);
    expect((children[2].on as { tap: unknown[] }).tap).toEqual([{ do: 'closeDialog', dialog: 'x' }, ...then]);
  });

  it('expands a whole page, keeping its $schema line, and drops an optional part left out', () => {
    const { value } = expand({ $schema: '../schemas/page.schema.json', use: 'page', with: { title: 'Hello' } });
    expect(value).toEqual({
      $schema: '../schemas/page.schema.json',
      title: 'Hello',
      regions: [{ name: 'main', children: [{ type: 'Text', props: { text: 'Hello' } }] }],
    });
  });

  it('gives each place its own copy of a parameter used twice', () => {
    const notice = { type: 'Notice', props: { text: 'n' } };
    const { value } = expand({ use: 'page', with: { title: { $t: 'x' }, notice } }) as {
      value: { title: object; regions: Array<{ children: object[] }> };
    };
    expect(value.title).not.toBe(value.regions[0].children[1]);
    expect(value.regions[0].children[0]).not.toBe(notice);
  });

  const problems = (page: unknown) =>
    expand(page).findings.map(({ code, pointer, hint }) => ({ code, pointer, ...(hint ? { hint } : {}) }));

  it('says which fragment was meant, which parameter is missing, unknown or of the wrong kind', () => {
    expect(problems({ children: [{ use: 'cancelButon', with: { dialog: 'a' } }] })).toEqual([
      { code: 'fragment-unknown', pointer: '/children/0/use', hint: 'did you mean "cancelButton"?' },
    ]);
    expect(problems({ children: [{ use: 'cancelButton', with: {} }] })).toEqual([
      { code: 'fragment-param', pointer: '/children/0/with' },
    ]);
    expect(problems({ children: [{ use: 'cancelButton', with: { dialog: 'a', dialgo: 'b' } }] })).toEqual([
      { code: 'fragment-param', pointer: '/children/0/with/dialgo', hint: 'did you mean "dialog"?' },
    ]);
    expect(problems({ children: [{ use: 'cancelButton', with: { dialog: 5 } }] })).toEqual([
      { code: 'fragment-param', pointer: '/children/0/with/dialog' },
    ]);
    expect(problems({ children: [{ use: 'cancelButton', dialog: 'a' }] }).map((p) => p.code)).toEqual([
      'fragment-param',
      'fragment-param',
    ]);
  });

  it('refuses a cycle and a list body where one value belongs, and leaves the page as written', () => {
    expect(problems({ a: { use: 'loopA' } })).toEqual([{ code: 'fragment-cycle', pointer: '/a' }]);
    const page = { dialogs: { terms: { use: 'buttonRow', with: { dialog: 'a', agree: {} } } } };
    expect(problems(page)).toEqual([
      {
        code: 'fragment-place',
        pointer: '/dialogs/terms',
        hint: 'a list fragment can only stand as an item of a list',
      },
    ]);
    expect(expand(page).value).toBe(page);
  });
});

describe('placing what the checker finds in an expanded page', () => {
  const wrongEverywhere = (page: unknown): Finding[] => [
    { code: 'schema', pointer: '/regions/0/children/1/props/variant', expected: 'a variant', found: 'outline' },
    { code: 'schema', pointer: '/regions/0/children/0/props/text', expected: 'text', found: 'y' },
    ...(page ? [] : []),
  ];

  it('puts a problem inside a fragment at the use, saying where in the fragment it is written', () => {
    const page = {
      regions: [
        {
          name: 'main',
          children: [
            { type: 'Text', props: { text: 'a' } },
            { use: 'cancelButton', with: { dialog: 'x' } },
          ],
        },
      ],
    };
    const [inFragment, inPage] = checkExpanded(page, fragments, wrongEverywhere);
    expect(inFragment.pointer).toBe('/regions/0/children/1');
    expect(inFragment.hint).toBe('written in pages/fragments/cancelButton.json at /body/props/variant');
    expect(inPage).toMatchObject({ pointer: '/regions/0/children/0/props/text' });
    expect(inPage.hint).toBeUndefined();
  });

  it("keeps a fix for a value the page gave, and drops one for the fragment's text, which the page's use cannot take", () => {
    const expansion = expand({
      children: [{ use: 'buttonRow', with: { dialog: 'x', agree: { type: 'Buton', props: { label: 'Agree' } } } }],
    });
    const fix = { label: 'change to "Button"', insert: 'Button' };
    const given = placeFinding({ pointer: '/children/0/children/1/type', expected: '', found: '', fix }, expansion);
    expect(given).toMatchObject({ pointer: '/children/0/with/agree/type', fix });
    const written = placeFinding(
      { pointer: '/children/0/children/0/props/variant', expected: '', found: '', fix },
      expansion,
    );
    expect(written.pointer).toBe('/children/0');
    expect(written.fix).toBeUndefined();
  });

  it('puts a problem with a value the page gave at that value', () => {
    const expansion = expand({
      children: [{ use: 'buttonRow', with: { dialog: 'x', agree: { type: 'Button', props: { label: 'Agree' } } } }],
    });
    const placed = placeFinding(
      { code: 'schema', pointer: '/children/0/children/1/props/label', expected: '', found: '' },
      expansion,
    );
    expect(placed.pointer).toBe('/children/0/with/agree/props/label');
    const scalar = placeFinding(
      { code: 'schema', pointer: '/children/0/on/tap/0/dialog', expected: '', found: '' },
      expand({ children: [{ use: 'cancelButton', with: { dialog: 'x' } }] }),
    );
    expect(scalar.pointer).toBe('/children/0/with/dialog');
    const whole = expand({ $schema: 'page.schema.json', use: 'page', with: { title: 'Hi' } });
    expect(placeFinding({ code: 'schema', pointer: '/title', expected: '', found: '' }, whole).pointer).toBe(
      '/with/title',
    );
  });
});

describe("a problem in a parameter's value put inside a fragment's text", () => {
  // buttonRow hands its dialog to cancelButton, whose id defaults to the text `${dialog}Cancel`: "closeCancel".
  const expansion = expand({ children: [{ use: 'buttonRow', with: { dialog: 'close', agree: { type: 'Button' } } }] });
  const at = (exprOffset: number, fix?: Finding['fix']) =>
    placeFinding(
      { code: 'duplicate-id', pointer: '/children/0/children/0/id', exprOffset, expected: '', found: '', fix },
      expansion,
    );

  it("is placed at the page's value, through every fragment that passed it on, with its fix", () => {
    const fix = { label: 'rename', from: 0, to: 5, insert: 'shut' };
    expect(at(2, fix)).toMatchObject({ pointer: '/children/0/with/dialog', exprOffset: 2, fix });
  });

  it("stays at the page's use of the fragment when it is in the fragment's own words", () => {
    const placed = at(6, { label: 'rename', from: 5, to: 11, insert: 'Close' });
    expect(placed).toMatchObject({ pointer: '/children/0', placeAt: '/children/0/use' });
    expect(placed.fix).toBeUndefined();
    expect(placed.hint).toBe('written in pages/fragments/cancelButton.json at /body/id');
  });

  it("drops a fix that reaches past the page's value into the fragment's words", () => {
    const placed = at(0, { label: 'rename', from: 0, to: 11, insert: 'closeButton' });
    expect(placed).toMatchObject({ pointer: '/children/0/with/dialog', exprOffset: 0 });
    expect(placed.fix).toBeUndefined();
  });
});

describe('checking a fragment file', () => {
  const noSchemaProblems = () => [];
  const check = (fragment: unknown) =>
    checkFragmentDocument(fragment, noSchemaProblems).map(({ code, pointer }) => `${code} ${pointer}`);

  it('finds a parameter used but not declared, one declared but never used, and an optional one inside a text', () => {
    expect(
      check({
        description: 'x',
        params: {
          a: { type: 'string', description: 'a' },
          b: { type: 'string', description: 'b' },
          c: { type: 'string', description: 'c', optional: true },
        },
        body: { text: '${a} and ${typo}', c: 'see ${c}' },
      }),
    ).toEqual(['fragment-param /body/text', 'fragment-param /body/c', 'fragment-param-unused /params/b']);
  });

  it("counts a parameter named in another one's default as used", () => {
    expect(check(fragments.cancelButton)).toEqual([]);
  });
});
