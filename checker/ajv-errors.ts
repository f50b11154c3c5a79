// Turns ajv's raw error list into the findings a person should read: no if/then wrappers, no anyOf/oneOf
// summaries when a branch says something more specific, no duplicates.
import type { ErrorObject } from 'ajv';
import type { Finding } from './problem';
import type { SchemaVocabulary } from './schema-vocabulary';
import { describeError, expectedValue, judgesValueItself } from './ajv-phrases';
import { describeValue, isPlainObject, valueAt } from './json-pointer';

const isComposite = (error: ErrorObject) => error.keyword === 'anyOf' || error.keyword === 'oneOf';
/** Wrappers whose inner errors already say what is wrong. */
const isWrapper = (error: ErrorObject) => error.keyword === 'if' || error.schemaPath.includes('/propertyNames/');

const isAtOrBelow = (pointer: string, base: string) => pointer === base || pointer.startsWith(`${base}/`);

/**
 * Which errors came from branch `index` of a composite. Inline branches report schema paths under
 * "<composite>/<index>/"; a `$ref` branch reports paths under the referenced schema, e.g.
 * "widgets/Button.schema.json#/properties/label/type".
 */
function branchErrors(composite: ErrorObject, index: number, candidates: ErrorObject[]): ErrorObject[] {
  const branches: unknown = composite.schema;
  const branch = Array.isArray(branches) ? branches[index] : undefined;
  const prefixes = [`${composite.schemaPath}/${index}/`];
  if (isPlainObject(branch) && typeof branch.$ref === 'string') prefixes.push(`${branch.$ref}/`);
  return candidates.filter((error) => prefixes.some((prefix) => error.schemaPath.startsWith(prefix)));
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

interface Resolution {
  drop: Set<ErrorObject>;
  merged: Finding[];
}

function resolveComposite(
  composite: ErrorObject,
  all: ErrorObject[],
  document: unknown,
  vocabulary: SchemaVocabulary,
  into: Resolution,
) {
  into.drop.add(composite);
  const candidates = all.filter((e) => e !== composite && isAtOrBelow(e.instancePath, composite.instancePath));
  const count = Array.isArray(composite.schema) ? composite.schema.length : 0;
  const branches = Array.from({ length: count }, (_, i) => branchErrors(composite, i, candidates)).filter(
    (b) => b.length,
  );
  if (!branches.length) {
    const expected = composite.keyword === 'oneOf' ? 'exactly one of the alternatives' : 'one of the alternatives';
    into.merged.push({
      code: 'schema',
      pointer: composite.instancePath,
      expected,
      found: describeValue(valueAt(document, composite.instancePath)),
    });
    return;
  }
  const everyBranchJudgesTheValue = branches.every((errors) =>
    errors.every((e) => e.instancePath === composite.instancePath && judgesValueItself(e)),
  );
  if (everyBranchJudgesTheValue) {
    // e.g. a prop given as 5 where "a string or a {{ binding }}" fits: one line naming every accepted form.
    for (const errors of branches) errors.forEach((e) => into.drop.add(e));
    const phrases = [...new Set(branches.flatMap((errors) => errors.map((e) => expectedValue(e, vocabulary))))];
    into.merged.push({
      code: 'schema',
      pointer: composite.instancePath,
      expected: phrases.join(' or '),
      found: describeValue(valueAt(document, composite.instancePath)),
    });
    return;
  }
  const chosen = closestBranch(branches);
  for (const errors of branches) if (errors !== chosen) errors.forEach((e) => into.drop.add(e));
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
  const findings = [
    ...relevant.filter((e) => !resolution.drop.has(e)).map((e) => describeError(e, document, vocabulary)),
    ...resolution.merged,
  ];
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.pointer}\u0000${f.expected}\u0000${f.found}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
