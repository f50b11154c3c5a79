// Turns ajv's raw error list into the findings a person should read: no if/then wrappers, no anyOf/oneOf
// summaries when a branch says something more specific, no duplicates. When a value fails a choice of alternatives,
// only the alternative the author evidently meant speaks: one that takes the kind of value written (an object where
// text or `{ "$t": key }` goes is the `$t` alternative), whose tag matches (an Article block's `kind`), whose members
// match the value's (a route with `path` and `page` is a web route); when no tag matches, every tag is listed.
import type { ErrorObject } from 'ajv';
import type { Finding } from '../problem';
import { MESSAGE_KEY_PHRASE, type SchemaVocabulary } from './schema-vocabulary';
import { closeTo, describeError, expectedValue, judgesValueItself, nearKey } from './ajv-phrases';
import { describeValue, isPlainObject, valueAt } from './json-pointer';
import { nameFix } from '../suggest';

const isComposite = (error: ErrorObject) => error.keyword === 'anyOf' || error.keyword === 'oneOf';
/** Wrappers whose inner errors already say what is wrong. */
const isWrapper = (error: ErrorObject) => error.keyword === 'if' || error.schemaPath.includes('/propertyNames/');

const isAtOrBelow = (pointer: string, base: string) => pointer === base || pointer.startsWith(`${base}/`);

/**
 * Which errors came from branch `index` of a composite: an inline branch reports schema paths under
 * "<composite>/<index>/"; for any branch, an error raised by a schema that is part of it (through `$ref`s too).
 */
function branchErrors(
  composite: ErrorObject,
  index: number,
  candidates: ErrorObject[],
  vocabulary: SchemaVocabulary,
): ErrorObject[] {
  const branches: unknown = composite.schema;
  const branch = Array.isArray(branches) ? branches[index] : undefined;
  const prefix = `${composite.schemaPath}/${index}/`;
  const depth = (error: ErrorObject) =>
    error.instancePath === composite.instancePath
      ? 0
      : error.instancePath.slice(composite.instancePath.length + 1).split('/').length;
  return candidates.filter(
    (error) => error.schemaPath.startsWith(prefix) || vocabulary.reaches(branch, error.parentSchema, depth(error)),
  );
}

const depthOf = (errors: ErrorObject[]) => Math.max(...errors.map((e) => e.instancePath.split('/').length));

/** The branch the author most likely meant: the one that got furthest into the value, then the fewest errors. */
function closestBranch(branches: ErrorObject[][]): ErrorObject[] {
  return branches.reduce((best, errors) =>
    depthOf(errors) > depthOf(best) || (depthOf(errors) === depthOf(best) && errors.length < best.length)
      ? errors
      : best,
  );
}

const kindOf = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

/** A branch that refused the value for its kind alone (it wants text where an object is written). */
const refusesKind = (errors: ErrorObject[], pointer: string) =>
  errors.every((error) => error.instancePath === pointer && error.keyword === 'type');

/** The member names a branch declares for the object at the composite (its `properties`), from its errors' schemas. */
function declaredMembers(errors: ErrorObject[], pointer: string): Set<string> {
  const names = new Set<string>();
  for (const error of errors) {
    const owner = error.instancePath === pointer ? error.parentSchema : undefined;
    if (isPlainObject(owner) && isPlainObject(owner.properties))
      Object.keys(owner.properties).forEach((name) => names.add(name));
  }
  return names;
}

/** The branches whose members best match the value's own (a route written with path and page is a web route). */
function bestByMembers(branches: ErrorObject[][], value: Record<string, unknown>, pointer: string): ErrorObject[][] {
  const keys = Object.keys(value).map((key) => key.toLowerCase());
  const scores = branches.map((errors) => {
    const declared = [...declaredMembers(errors, pointer)].map((name) => name.toLowerCase());
    return keys.filter((key) => declared.includes(key)).length;
  });
  const best = Math.max(...scores);
  return best > 0 ? branches.filter((_, index) => scores[index] === best) : branches;
}

/** A tag member every alternative fixes to one value (`kind`, `do`): its pointer, when the value matches none. */
function unmatchedTag(branches: ErrorObject[][], pointer: string): string | undefined {
  const tags = branches.map(
    (errors) =>
      new Set(
        errors
          .filter((e) => (e.keyword === 'const' || e.keyword === 'enum') && e.instancePath.startsWith(`${pointer}/`))
          .map((e) => e.instancePath)
          .filter((at) => !at.slice(pointer.length + 1).includes('/')),
      ),
  );
  return [...(tags[0] ?? [])].find((at) => tags.every((set) => set.has(at)));
}

const emptyHint = (phrases: readonly string[]) =>
  phrases.includes(MESSAGE_KEY_PHRASE)
    ? 'the key is empty: write the key of the words in messages/en.json'
    : 'it is empty: write one of the values expected';

interface Resolution {
  drop: Set<ErrorObject>;
  merged: Finding[];
}

function tagFinding(branches: ErrorObject[][], at: string, document: unknown, vocabulary: SchemaVocabulary): Finding {
  const allowed = [
    ...new Set(
      branches.flatMap((errors) =>
        errors
          .filter((e) => e.instancePath === at)
          .flatMap((e) => {
            const params: Record<string, unknown> = e.params;
            return e.keyword === 'const'
              ? [params.allowedValue]
              : Array.isArray(params.allowedValues)
                ? params.allowedValues
                : [];
          }),
      ),
    ),
  ];
  const value = valueAt(document, at);
  const first = branches.flatMap((errors) => errors.filter((e) => e.instancePath === at))[0];
  return {
    code: 'schema',
    pointer: at,
    expected:
      allowed.length === 1 && first
        ? expectedValue(first, vocabulary)
        : `one of ${allowed.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ')}`,
    found: describeValue(value),
    ...closeTo(value, allowed),
  };
}

function resolveComposite(
  composite: ErrorObject,
  all: ErrorObject[],
  document: unknown,
  vocabulary: SchemaVocabulary,
  into: Resolution,
) {
  into.drop.add(composite);
  const at = composite.instancePath;
  // Errors a deeper composite already settled still say which alternative they came from.
  const candidates = all.filter((e) => e !== composite && isAtOrBelow(e.instancePath, at));
  const count = Array.isArray(composite.schema) ? composite.schema.length : 0;
  let branches = Array.from({ length: count }, (_, i) => branchErrors(composite, i, candidates, vocabulary)).filter(
    (b) => b.length,
  );
  if (!branches.length) {
    // Errors no alternative claims speak for themselves; with none (a oneOf more than one alternative passed), the
    // composite does.
    if (candidates.some((e) => !isComposite(e))) return;
    const expected = composite.keyword === 'oneOf' ? 'exactly one of the alternatives' : 'one of the alternatives';
    into.merged.push({ code: 'schema', pointer: at, expected, found: describeValue(valueAt(document, at)) });
    return;
  }
  const dropAllBut = (kept: ErrorObject[][]) => {
    const keep = new Set(kept.flat());
    for (const errors of branches) errors.filter((e) => !keep.has(e)).forEach((e) => into.drop.add(e));
    branches = kept;
  };
  const value = valueAt(document, at);
  // An object or a list was written: the alternatives that take only text (or numbers) were not meant.
  if (kindOf(value) === 'object' || kindOf(value) === 'array') {
    const taking = branches.filter((errors) => !refusesKind(errors, at));
    if (taking.length && taking.length < branches.length) dropAllBut(taking);
  }
  const everyBranchJudgesTheValue = branches.every((errors) =>
    errors.every((e) => e.instancePath === at && judgesValueItself(e)),
  );
  if (everyBranchJudgesTheValue) {
    // e.g. a prop given as 5 where "a string or a {{ binding }}" fits: one line naming every accepted form.
    for (const errors of branches) errors.forEach((e) => into.drop.add(e));
    const phrases = [...new Set(branches.flatMap((errors) => errors.map((e) => expectedValue(e, vocabulary))))];
    into.merged.push({
      code: 'schema',
      pointer: at,
      expected: phrases.join(' or '),
      found: describeValue(value),
      ...(value === '' ? { hint: emptyHint(phrases) } : {}),
    });
    return;
  }
  if (branches.length === 1) return;
  // A tag no alternative has (an Article block's kind): one line listing every tag.
  const tag = unmatchedTag(branches, at);
  if (tag) {
    for (const errors of branches) errors.forEach((e) => into.drop.add(e));
    into.merged.push(tagFinding(branches, tag, document, vocabulary));
    return;
  }
  // Alternatives whose tag the value has were meant, then those whose members it has.
  const tagged = branches.filter(
    (errors) => !errors.some((e) => (e.keyword === 'const' || e.keyword === 'enum') && e.instancePath !== at),
  );
  if (tagged.length && tagged.length < branches.length) dropAllBut(tagged);
  if (isPlainObject(value)) dropAllBut(bestByMembers(branches, value, at));
  dropAllBut([closestBranch(branches)]);
}

/** A schema's "did you mean" names a whole value or member name (never part of a text): that is its one fix. */
function withNameFix(finding: Finding): Finding {
  const fix = nameFix(finding.hint);
  return fix ? { ...finding, fix } : finding;
}

export function translateAjvErrors(
  errors: readonly ErrorObject[],
  document: unknown,
  vocabulary: SchemaVocabulary,
): Finding[] {
  const relevant = errors.filter((e) => !isWrapper(e));
  const resolution: Resolution = { drop: new Set(), merged: [] };
  // Deepest composites first, so an inner anyOf is settled before the branch that contains it is judged.
  const composites = relevant.filter(isComposite).sort((a, b) => b.instancePath.length - a.instancePath.length);
  for (const composite of composites) {
    if (!resolution.drop.has(composite)) resolveComposite(composite, relevant, document, vocabulary, resolution);
  }
  // A required member written misspelt is also an unknown member: the line about the misspelling says it all.
  const misspelt = (e: ErrorObject) =>
    e.keyword === 'required' &&
    relevant.some(
      (other) =>
        other.keyword === 'additionalProperties' &&
        other.instancePath === e.instancePath &&
        nearKey(String(e.params.missingProperty), [String(other.params.additionalProperty)]) !== undefined,
    );
  const findings = [
    ...relevant
      .filter((e) => !resolution.drop.has(e) && !misspelt(e))
      .map((e) => describeError(e, document, vocabulary)),
    ...resolution.merged,
  ];
  const seen = new Set<string>();
  return findings
    .filter((f) => {
      const key = `${f.pointer}\u0000${f.expected}\u0000${f.found}`;
      return seen.has(key) ? false : (seen.add(key), true);
    })
    .map(withNameFix);
}
