// Named page fragments (pages/fragments/<name>.json): a part written once and used as
// `{ "use": "<name>", "with": { <params> } }` wherever the part belongs: a node, an action, a dialog or a whole
// page. They are expanded before anything reads the page (the checker, the build, the lab), so the renderer
// never sees a `use` and nothing changes at run time. `${param}` in the fragment's body stands for a parameter:
// a whole string `"${p}"` becomes the value itself (a list in a list puts its items in place; an optional
// parameter left out removes the member or item), and inside a longer text it becomes the text of a scalar.
import { childPointer, describeValue, isPlainObject } from '../read/json-pointer';
import { didYouMean, nameFixOf } from '../suggest';
import type { Finding } from '../problem';

export type FragmentParamType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'text' | 'value';

export interface FragmentParam {
  type: FragmentParamType;
  description?: string;
  default?: unknown;
  optional?: boolean;
}

export interface Fragment {
  description?: string;
  params?: Record<string, FragmentParam>;
  body: unknown;
}

export type Fragments = Readonly<Record<string, Fragment>>;

/** Where an expanded value was written: the page itself, or a fragment's file (then `use` is the page's use of it). */
export interface Origin {
  pointer: string;
  fragment?: string;
  use?: string;
}

/** A parameter's value put inside a longer text of a fragment: where in that text, and where it was written. */
export interface EmbeddedParam {
  /** The value's first character in the expanded text, and the one after its last. */
  start: number;
  end: number;
  origin: Origin;
}

export interface Expansion {
  value: unknown;
  findings: Finding[];
  /** The origin of every object and list of the expanded value, by its pointer there. */
  origins: ReadonlyMap<string, Origin>;
  /** The parameters put inside each text of the expanded value, by the text's pointer there. */
  embedded: ReadonlyMap<string, readonly EmbeddedParam[]>;
  used: ReadonlySet<string>;
}

export const PARAM_NAME = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const WHOLE_PARAM = /^\$\{([A-Za-z_][A-Za-z0-9_]*)\}$/;
const MAX_DEPTH = 8;
const OMIT = Symbol('omitted parameter');

/** A scalar parameter put in whole: expansion unwraps it and keeps where it was written (a string has no identity). */
class ScalarParam {
  constructor(
    readonly value: unknown,
    readonly origin: Origin,
  ) {}
}

/**
 * A fragment's text with parameters put inside it (`unusable(state.calls.${call}, '${part}')`): expansion unwraps it
 * and keeps where each parameter's value is, so a problem in that value is placed where the page wrote it.
 */
class EmbeddingText {
  constructor(
    readonly value: string,
    readonly params: readonly EmbeddedParam[],
  ) {}
}

/** The string of a value that may carry where its parts were written. */
const plainValue = (value: unknown) =>
  value instanceof ScalarParam || value instanceof EmbeddingText ? value.value : value;

export const isUse = (value: unknown): value is Record<string, unknown> & { use: unknown } =>
  isPlainObject(value) && 'use' in value;

const KIND_CHECKS: Record<FragmentParamType, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number',
  boolean: (value) => typeof value === 'boolean',
  object: isPlainObject,
  array: Array.isArray,
  text: (value) => typeof value === 'string' || (isPlainObject(value) && typeof value.$t === 'string'),
  value: () => true,
};

const KIND_WORDS: Record<FragmentParamType, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  text: 'a text or { "$t": key }',
  value: 'any value',
};

interface Frame {
  /** The fragment whose body is being expanded; none for the page itself. */
  fragment?: string;
  /** The outermost use in the page, where problems inside fragments are reported. */
  use?: string;
  stack: readonly string[];
}

class Expander {
  readonly findings: Finding[] = [];
  readonly used = new Set<string>();
  readonly origin = new WeakMap<object, Origin>();
  /** Where scalar parameters were written, by the expanded object or list holding them and their key there. */
  readonly scalars = new WeakMap<object, Map<string, Origin>>();
  /** The parameters inside texts, by the expanded object or list holding each text and its key there. */
  readonly embeddings = new WeakMap<object, Map<string, readonly EmbeddedParam[]>>();

  constructor(private readonly fragments: Fragments) {}

  private report(frame: Frame, pointer: string, finding: Omit<Finding, 'pointer'>) {
    const inFragment = frame.fragment !== undefined;
    this.findings.push({
      ...finding,
      // Inside a fragment the problem is placed at the page's use of it, not at a key of the fragment.
      // Nor can a fix meant for the fragment's text be applied to the page's.
      ...(inFragment ? { atKey: false, fix: undefined } : {}),
      pointer: inFragment ? (frame.use ?? '') : pointer,
      ...(inFragment ? { found: `${finding.found} (in fragment "${frame.fragment}" at ${pointer || '/'})` } : {}),
    });
  }

  /** The expanded copy of `value`, written at `pointer` of the page or of the frame's fragment. */
  expand(value: unknown, pointer: string, frame: Frame): unknown {
    if (value instanceof ScalarParam || value instanceof EmbeddingText) return value.value;
    if (typeof value !== 'object' || value === null || this.origin.has(value)) return value;
    if (isUse(value)) {
      const expanded = this.expandUse(value, pointer, frame);
      if (Array.isArray(expanded)) {
        this.report(frame, pointer, {
          code: 'fragment-place',
          expected: 'a fragment whose body is one value (an object)',
          found: `"${String(value.use)}", whose body is a list`,
          hint: 'a list fragment can only stand as an item of a list',
        });
        return value;
      }
      return expanded;
    }
    const origin: Origin = {
      pointer,
      ...(frame.fragment !== undefined ? { fragment: frame.fragment, use: frame.use } : {}),
    };
    if (Array.isArray(value)) {
      const out: unknown[] = [];
      value.forEach((item, index) => {
        const itemPointer = childPointer(pointer, index);
        const expanded = isUse(item) ? this.expandUse(item, itemPointer, frame) : this.expand(item, itemPointer, frame);
        if (isUse(item) && Array.isArray(expanded)) out.push(...expanded);
        else {
          this.traceAt(out, String(out.length), item);
          out.push(expanded);
        }
      });
      this.origin.set(out, origin);
      return out;
    }
    const out: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(value)) {
      this.traceAt(out, key, member);
      out[key] = this.expand(member, childPointer(pointer, key), frame);
    }
    this.origin.set(out, origin);
    return out;
  }

  /** Keeps where a scalar parameter, or the parameters inside a text, put at `key` of `container` were written. */
  private traceAt(container: object, key: string, value: unknown) {
    if (value instanceof ScalarParam) remember(this.scalars, container, key, value.origin);
    else if (value instanceof EmbeddingText) remember(this.embeddings, container, key, value.params);
  }

  private expandUse(use: Record<string, unknown>, pointer: string, frame: Frame): unknown {
    const name = use.use;
    const fragment = typeof name === 'string' && Object.hasOwn(this.fragments, name) ? this.fragments[name] : undefined;
    if (!fragment || typeof name !== 'string') {
      this.report(frame, childPointer(pointer, 'use'), {
        code: 'fragment-unknown',
        expected: 'the name of a fragment of pages/fragments/',
        found: describeValue(name),
        hint:
          (typeof name === 'string' && didYouMean(name, Object.keys(this.fragments))) ||
          `fragments: ${Object.keys(this.fragments).join(', ') || 'none'}`,
      });
      return use;
    }
    this.used.add(name);
    if (frame.stack.includes(name) || frame.stack.length >= MAX_DEPTH) {
      this.report(frame, pointer, {
        code: 'fragment-cycle',
        expected: `fragments that do not use each other in a cycle (at most ${MAX_DEPTH} deep)`,
        found: [...frame.stack, name].join(' → '),
      });
      return use;
    }
    const values = this.paramValues(use, name, fragment, pointer, frame);
    if (!values) return use;
    const inner: Frame = { fragment: name, use: frame.use ?? pointer, stack: [...frame.stack, name] };
    return this.expand(substitute(fragment.body, values, this.origin), '/body', inner);
  }

  /** The use's parameters, expanded, with defaults; undefined (and reported) when they do not fit the declaration. */
  private paramValues(
    use: Record<string, unknown>,
    name: string,
    fragment: Fragment,
    pointer: string,
    frame: Frame,
  ): Map<string, unknown> | undefined {
    const declared = fragment.params ?? {};
    const before = this.findings.length;
    const extra = Object.keys(use).filter((key) => key !== 'use' && key !== 'with');
    for (const key of extra)
      this.report(frame, childPointer(pointer, key), {
        atKey: true,
        code: 'fragment-param',
        expected: 'only "use" and "with" beside each other',
        found: JSON.stringify(key),
        hint: 'put the fragment\'s parameters under "with"',
      });
    const given = use.with === undefined ? {} : use.with;
    if (!isPlainObject(given)) {
      this.report(frame, childPointer(pointer, 'with'), {
        code: 'fragment-param',
        expected: `an object of parameters for "${name}"`,
        found: describeValue(given),
      });
      return undefined;
    }
    const values = new Map<string, unknown>();
    for (const [param, written] of Object.entries(given)) {
      // A scalar handed down from an outer use keeps where the page wrote it.
      const value = plainValue(written);
      const at = childPointer(childPointer(pointer, 'with'), param);
      const declaration = declared[param];
      if (!declaration) {
        this.report(frame, at, {
          atKey: true,
          code: 'fragment-param',
          expected: `a parameter of "${name}" (${Object.keys(declared).join(', ') || 'none'})`,
          found: JSON.stringify(param),
          hint: didYouMean(param, Object.keys(declared)),
          ...nameFixOf(didYouMean(param, Object.keys(declared))),
        });
        continue;
      }
      if (!KIND_CHECKS[declaration.type](value)) {
        this.report(frame, at, {
          code: 'fragment-param',
          expected: `${KIND_WORDS[declaration.type]} for "${param}" of "${name}"`,
          found: describeValue(value),
        });
        continue;
      }
      const origin: Origin = {
        pointer: at,
        ...(frame.fragment !== undefined ? { fragment: frame.fragment, use: frame.use } : {}),
      };
      values.set(
        param,
        written instanceof ScalarParam || written instanceof EmbeddingText
          ? written
          : typeof value === 'object' && value !== null
            ? this.expand(value, at, frame)
            : new ScalarParam(value, origin),
      );
    }
    for (const [param, declaration] of Object.entries(declared)) {
      if (Object.hasOwn(given, param)) continue;
      // A default may mention the parameters given (`{{ state.calls.${call}.status }}`).
      if (declaration.default !== undefined)
        values.set(
          param,
          substitute(
            declaration.default,
            new Map([...values].filter(([key]) => Object.hasOwn(given, key))),
            this.origin,
          ),
        );
      // A parameter given under a misspelt name is reported there, with the name it meant: not also as missing. A
      // parameter of its own (`confirm` beside a missing `confirmId`) misspells nothing.
      else if (
        !declaration.optional &&
        !Object.keys(given).some((key) => !Object.hasOwn(declared, key) && didYouMean(key, [param]) !== undefined)
      )
        this.report(frame, childPointer(pointer, 'with'), {
          code: 'fragment-param',
          expected: `the parameter "${param}" of "${name}" (${KIND_WORDS[declaration.type]})`,
          found: 'nothing',
        });
    }
    return this.findings.length === before ? values : undefined;
  }
}

function remember<T>(traces: WeakMap<object, Map<string, T>>, container: object, key: string, trace: T) {
  const known = traces.get(container) ?? new Map<string, T>();
  known.set(key, trace);
  traces.set(container, known);
}

/**
 * A fragment's text with each `${param}` replaced by the text of its scalar value; where the value was written goes
 * with it (an EmbeddingText), unless none of them says.
 */
function embed(template: string, values: ReadonlyMap<string, unknown>): string | EmbeddingText {
  const params: EmbeddedParam[] = [];
  let text = '';
  let last = 0;
  for (const match of template.matchAll(PARAM_NAME)) {
    const given = values.get(match[1]);
    const found = plainValue(given);
    const put =
      typeof found === 'string' || typeof found === 'number' || typeof found === 'boolean' ? String(found) : match[0];
    text += template.slice(last, match.index);
    if (given instanceof ScalarParam && put !== match[0])
      params.push({ start: text.length, end: text.length + put.length, origin: given.origin });
    // A text that was itself made of parameters (a default naming another) keeps where those were written.
    if (given instanceof EmbeddingText)
      for (const inner of given.params)
        params.push({ ...inner, start: text.length + inner.start, end: text.length + inner.end });
    text += put;
    last = match.index + match[0].length;
  }
  text += template.slice(last);
  return params.length ? new EmbeddingText(text, params) : text;
}

/** The body with each `${param}` replaced; values are put in by reference (they are expanded already). */
function substitute(body: unknown, values: ReadonlyMap<string, unknown>, expanded: WeakMap<object, Origin>): unknown {
  const valueOf = (name: string) => (values.has(name) ? values.get(name) : OMIT);
  const text = (value: string) => plainValue(embed(value, values)) as string;
  const visit = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const whole = WHOLE_PARAM.exec(value);
      return whole ? valueOf(whole[1]) : embed(value, values);
    }
    if (
      typeof value !== 'object' ||
      value === null ||
      expanded.has(value) ||
      value instanceof ScalarParam ||
      value instanceof EmbeddingText
    )
      return value;
    if (Array.isArray(value)) {
      return value.flatMap((item) => {
        const result = visit(item);
        if (result === OMIT) return [];
        return typeof item === 'string' && WHOLE_PARAM.test(item) && Array.isArray(result) ? result : [result];
      });
    }
    const out: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(value)) {
      const result = visit(member);
      if (result !== OMIT) out[text(key)] = result;
    }
    return out;
  };
  const result = visit(body);
  return result === OMIT ? undefined : result;
}

/** Every origin, and every text's embedded parameters, of the expanded value by pointer (walked once, after expansion). */
function tracesByPointer(value: unknown, expander: Expander): Pick<Expansion, 'origins' | 'embedded'> {
  const origins = new Map<string, Origin>();
  const embedded = new Map<string, readonly EmbeddedParam[]>();
  const visit = (node: unknown, pointer: string) => {
    if (typeof node !== 'object' || node === null) return;
    const found = expander.origin.get(node);
    if (found) origins.set(pointer, found);
    for (const [key, scalar] of expander.scalars.get(node) ?? []) origins.set(childPointer(pointer, key), scalar);
    for (const [key, params] of expander.embeddings.get(node) ?? []) embedded.set(childPointer(pointer, key), params);
    if (Array.isArray(node)) node.forEach((item, index) => visit(item, childPointer(pointer, index)));
    else for (const [key, member] of Object.entries(node)) visit(member, childPointer(pointer, key));
  };
  visit(value, '');
  return { origins, embedded };
}

/** The expanded page with the file's `$schema` line first, its parts still traced to where they were written. */
function withSchemaLine(page: unknown, $schema: unknown, expander: Expander): unknown {
  if (!isPlainObject(page) || $schema === undefined) return page;
  const out = { $schema, ...page };
  const origin = expander.origin.get(page);
  if (origin) expander.origin.set(out, origin);
  const scalars = expander.scalars.get(page);
  if (scalars) expander.scalars.set(out, scalars);
  const embeddings = expander.embeddings.get(page);
  if (embeddings) expander.embeddings.set(out, embeddings);
  return out;
}

/** A page with every fragment use expanded, what was wrong with the uses, and where each part came from. */
export function expandFragments(page: unknown, fragments: Fragments): Expansion {
  const expander = new Expander(fragments);
  // A page that is one use of a page fragment keeps its editor's `$schema` line beside the use.
  const { $schema, ...rest } = isUse(page) ? page : { $schema: undefined };
  const whole = isUse(page) ? expander.expand(rest, '', { stack: [] }) : undefined;
  const expanded = isUse(page) ? withSchemaLine(whole, $schema, expander) : expander.expand(page, '', { stack: [] });
  const { origins, embedded } = tracesByPointer(expanded, expander);
  // A parameter used twice is put in twice by reference: the page gets its own copy of each place.
  const value = expander.findings.length ? page : structuredClone(expanded);
  return { value, findings: expander.findings, origins, embedded, used: expander.used };
}

const checked = new WeakMap<object, { fragments: Fragments; expansion: Expansion }>();

/**
 * The checker's expansion of a page, made once per page and set of fragments (a run checks the page, finds the
 * fragments it uses and the query keys it reads from the same expansion). Read-only: nothing may change it.
 */
export function expansionOf(page: unknown, fragments: Fragments): Expansion {
  if (typeof page !== 'object' || page === null) return expandFragments(page, fragments);
  const known = checked.get(page);
  if (known?.fragments === fragments) return known.expansion;
  const expansion = expandFragments(page, fragments);
  checked.set(page, { fragments, expansion });
  return expansion;
}

/** The page files that use each fragment, directly or through another fragment (pages that do not expand use none). */
export function fragmentUsers(
  pages: Iterable<readonly [file: string, page: unknown]>,
  fragments: Fragments,
): Map<string, string[]> {
  const users = new Map<string, string[]>();
  for (const [file, page] of pages) {
    for (const name of expansionOf(page, fragments).used) users.set(name, [...(users.get(name) ?? []), file]);
  }
  return users;
}

/** Where a problem found at `pointer` of the expanded page belongs in the page's own file. */
export function sourceOf(
  origins: ReadonlyMap<string, Origin>,
  pointer: string,
): { pointer: string; fragment?: string; inFragment?: string } {
  let prefix = pointer;
  for (;;) {
    const origin = origins.get(prefix);
    if (origin) {
      const rest = pointer.slice(prefix.length);
      return origin.fragment === undefined
        ? { pointer: `${origin.pointer}${rest}` }
        : { pointer: origin.use ?? '', fragment: origin.fragment, inFragment: `${origin.pointer}${rest}` };
    }
    if (prefix === '') return { pointer };
    prefix = prefix.slice(0, prefix.lastIndexOf('/'));
  }
}
