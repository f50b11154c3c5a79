// Checks of fragments: a fragment file on its own (its parameters declared and used as declared), and a page
// whose uses are expanded first, with every finding placed back where the page's author wrote it.
import { childPointer, isPlainObject } from '../read/json-pointer';
import {
  expansionOf,
  fragmentUsers,
  PARAM_NAME,
  sourceOf,
  type Expansion,
  type FragmentParam,
  type Fragments,
} from './fragments';
import { FRAGMENTS_DIR, pageFileOf, SCHEMA_IDS } from '../targets';
import { inFile, type Finding, type Problem, type SchemaCheck } from '../problem';

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

/**
 * A finding inside a fragment's text whose place is a parameter's value put there (`'${part}'`), placed at that
 * value where the page wrote it (`with.part`), its fix too when the fix edits that value alone.
 */
function inEmbeddedParam(finding: Finding, embedded: Expansion['embedded']): Finding | undefined {
  const at = finding.exprOffset;
  if (at === undefined) return undefined;
  const param = embedded
    .get(finding.pointer)
    ?.find(({ start, end, origin }) => origin.fragment === undefined && start <= at && at <= end && start < end);
  if (!param) return undefined;
  const { fix, ...rest } = finding;
  const within = (offset: number | undefined) => offset !== undefined && offset >= param.start && offset <= param.end;
  const movedFix =
    fix && within(fix.from) && within(fix.to)
      ? { ...fix, from: fix.from! - param.start, to: fix.to! - param.start }
      : undefined;
  return {
    ...rest,
    pointer: param.origin.pointer,
    exprOffset: at - param.start,
    ...(movedFix ? { fix: movedFix } : {}),
  };
}

/** A page's findings, placed back where its author wrote them; inside a fragment, at the use, saying where. */
export function placeFinding(
  finding: Finding,
  { origins, embedded }: Pick<Expansion, 'origins' | 'embedded'>,
): Finding {
  const inParam = inEmbeddedParam(finding, embedded);
  if (inParam) return inParam;
  const source = sourceOf(origins, finding.pointer);
  if (source.fragment === undefined) return { ...finding, pointer: source.pointer };
  const where = `written in pages/fragments/${source.fragment}.json at ${source.inFragment || '/'}`;
  // Reported at the page's use: a place inside the fragment's string means nothing there, nor does its fix.
  const { exprOffset: _inTheFragment, fix: _notInThePage, ...rest } = finding;
  // Placed at the use's name: the use may be the whole page, whose opening brace says nothing (page.json:1:1).
  return {
    ...rest,
    pointer: source.pointer,
    placeAt: childPointer(source.pointer, 'use'),
    hint: finding.hint ? `${finding.hint}; ${where}` : where,
  };
}

/**
 * Expands a page's fragments and runs `check` on the result; the findings come back placed in the page. A use of a
 * fragment whose file does not parse (`unreadable` names) is not judged: that file's syntax error is the problem.
 */
export function checkExpanded(
  page: unknown,
  fragments: Fragments,
  check: (expanded: unknown) => Finding[],
  unreadable: ReadonlySet<string> = new Set(),
): Finding[] {
  const expansion = expansionOf(page, fragments);
  const brokenUse = (finding: Finding) =>
    finding.code === 'fragment-unknown' &&
    /^"(.*)"$/.test(finding.found) &&
    unreadable.has(`${FRAGMENTS_DIR}/${JSON.parse(finding.found) as string}.json`);
  if (expansion.findings.some(brokenUse)) return expansion.findings.filter((finding) => !brokenUse(finding));
  if (expansion.findings.length) return expansion.findings;
  return check(expansion.value).map((finding) => placeFinding(finding, expansion));
}

/**
 * Fragments no page uses (a warning in each fragment's file). A page that does not parse may use any fragment its
 * text names: no warning for those (its syntax error is the one problem to fix).
 */
export function unusedFragments(
  facts: { fragments: Fragments; pageFiles: ReadonlySet<string> },
  read: (file: string) => { ok: boolean; value?: unknown; text?: string },
): Problem[] {
  const unreadable: string[] = [];
  const pages = [...facts.pageFiles].flatMap((page) => {
    const document = read(pageFileOf(page));
    if (!document.ok) unreadable.push(document.text ?? '');
    return document.ok ? [[page, document.value] as const] : [];
  });
  const used = fragmentUsers(pages, facts.fragments);
  const named = (name: string) => unreadable.some((text) => text.includes(JSON.stringify(name)));
  return Object.keys(facts.fragments)
    .filter((name) => !used.has(name) && !named(name))
    .flatMap((name) =>
      inFile(`${FRAGMENTS_DIR}/${name}.json`, [
        { code: 'fragment-unused', pointer: '', expected: 'a page that uses the fragment', found: 'no use' },
      ]),
    );
}
