// Checks of fragments: a fragment file on its own (its parameters declared and used as declared), and a page
// whose uses are expanded first, with every finding placed back where the page's author wrote it.
import { childPointer, isPlainObject } from './json-pointer';
import {
  expandFragments,
  fragmentUsers,
  PARAM_NAME,
  sourceOf,
  type Expansion,
  type FragmentParam,
  type Fragments,
} from './fragments';
import { FRAGMENTS_DIR, pageFileOf, SCHEMA_IDS } from './targets';
import { inFile, type Finding, type Problem, type SchemaCheck } from './problem';

interface ParamSite {
  name: string;
  pointer: string;
  whole: boolean;
}

/** Every `${name}` of a fragment's body, and whether it is the whole string there (a value) or inside a text. */
function paramSites(value: unknown, pointer: string, sites: ParamSite[] = []): ParamSite[] {
  const inText = (text: string, at: string) => {
    for (const match of text.matchAll(PARAM_NAME))
      sites.push({ name: match[1], pointer: at, whole: match[0] === text });
  };
  if (typeof value === 'string') inText(value, pointer);
  else if (Array.isArray(value)) value.forEach((item, index) => paramSites(item, childPointer(pointer, index), sites));
  else if (isPlainObject(value)) {
    for (const [key, member] of Object.entries(value)) {
      const at = childPointer(pointer, key);
      for (const match of key.matchAll(PARAM_NAME)) sites.push({ name: match[1], pointer: at, whole: false });
      paramSites(member, at, sites);
    }
  }
  return sites;
}

const SCALAR_TYPES: ReadonlySet<string> = new Set(['string', 'number', 'boolean']);

export function checkFragmentDocument(document: unknown, validate: SchemaCheck): Finding[] {
  const schema = validate(SCHEMA_IDS.fragment, document);
  if (schema.length || !isPlainObject(document)) return schema;
  const declared = (isPlainObject(document.params) ? document.params : {}) as Record<string, FragmentParam>;
  const sites = paramSites(document.body, '/body');
  // A default may mention the other parameters, which then count as used.
  for (const [name, param] of Object.entries(declared))
    if (isPlainObject(param)) paramSites(param.default, childPointer(childPointer('/params', name), 'default'), sites);
  const findings: Finding[] = sites.flatMap(({ name, pointer, whole }): Finding[] => {
    const param = declared[name];
    if (!param)
      return [
        {
          code: 'fragment-param',
          pointer,
          expected: `a parameter declared in params (${Object.keys(declared).join(', ') || 'none'})`,
          found: `\${${name}}`,
        },
      ];
    if (whole || (SCALAR_TYPES.has(param.type) && !param.optional)) return [];
    return [
      {
        code: 'fragment-param',
        pointer,
        expected: `\${${name}} inside a text only for a string, number or boolean parameter that is always given`,
        found: param.optional ? `the optional parameter ${name}` : `a parameter of type ${param.type}`,
        hint: 'use it as the whole value ("${' + name + '}")',
      },
    ];
  });
  const unused = Object.keys(declared).filter((name) => !sites.some((site) => site.name === name));
  return [
    ...findings,
    ...unused.map((name): Finding => ({
      code: 'fragment-param-unused',
      pointer: childPointer('/params', name),
      expected: `\${${name}} somewhere in the body`,
      found: 'no use',
    })),
  ];
}

/** A page's findings, placed back where its author wrote them; inside a fragment, at the use, saying where. */
export function placeFinding(finding: Finding, origins: Expansion['origins']): Finding {
  const source = sourceOf(origins, finding.pointer);
  if (source.fragment === undefined) return { ...finding, pointer: source.pointer };
  const where = `written in pages/fragments/${source.fragment}.json at ${source.inFragment || '/'}`;
  // At the use, the offset into the fragment's string means nothing: the problem goes at the use itself.
  const { exprOffset: _offset, ...placed } = finding;
  return { ...placed, pointer: source.pointer, hint: finding.hint ? `${finding.hint}; ${where}` : where };
}

/** Expands a page's fragments and runs `check` on the result; the findings come back placed in the page. */
export function checkExpanded(page: unknown, fragments: Fragments, check: (expanded: unknown) => Finding[]): Finding[] {
  const expansion = expandFragments(page, fragments);
  if (expansion.findings.length) return expansion.findings;
  return check(expansion.value).map((finding) => placeFinding(finding, expansion.origins));
}

/** Fragments no page uses (a warning in each fragment's file); pages that do not expand count as using nothing. */
export function unusedFragments(
  facts: { fragments: Fragments; pageFiles: ReadonlySet<string> },
  read: (file: string) => { ok: boolean; value?: unknown },
): Problem[] {
  const pages = [...facts.pageFiles].flatMap((page) => {
    const document = read(pageFileOf(page));
    return document.ok ? [[page, document.value] as const] : [];
  });
  const used = fragmentUsers(pages, facts.fragments);
  return Object.keys(facts.fragments)
    .filter((name) => !used.has(name))
    .flatMap((name) =>
      inFile(`${FRAGMENTS_DIR}/${name}.json`, [
        { code: 'fragment-unused', pointer: '', expected: 'a page that uses the fragment', found: 'no use' },
      ]),
    );
}
