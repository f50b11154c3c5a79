// One ajv error -> one finding in the checker's words ("expected <what>, found <what>").
import type { ErrorObject } from 'ajv';
import type { Finding } from '../problem';
import type { SchemaVocabulary } from './schema-vocabulary';
import { childPointer, describeValue, isPlainObject, valueAt } from './json-pointer';
import { didYouMean } from '../suggest';

/** A close known name for a misspelt string value, as a finding's hint. */
export const closeTo = (value: unknown, known: readonly unknown[]) => {
  const hint =
    typeof value === 'string'
      ? didYouMean(
          value,
          known.filter((k): k is string => typeof k === 'string'),
        )
      : undefined;
  return hint ? { hint } : {};
};

const TYPE_PHRASES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

const listOf = (values: readonly unknown[]) =>
  values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');

/** Keywords that judge the value itself (rather than its members); these can be merged into "A or B". */
const VALUE_KEYWORDS = new Set([
  'type',
  'enum',
  'const',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'multipleOf',
  'false schema',
]);

export function judgesValueItself(error: ErrorObject): boolean {
  return VALUE_KEYWORDS.has(error.keyword);
}

/** A schema's description as the words of what it expects: "An origin written …." -> "an origin written …". */
function describedAs(schema: unknown): string | undefined {
  const words = isPlainObject(schema) && typeof schema.description === 'string' ? schema.description.trim() : '';
  if (!words) return undefined;
  const phrase = words.endsWith('.') ? words.slice(0, -1) : words;
  return /^[A-Z](?![A-Z])/.test(phrase) ? phrase[0].toLowerCase() + phrase.slice(1) : phrase;
}

/** What a value-judging error wanted, e.g. "an integer", "one of primary, secondary", "a {{ binding }}". */
export function expectedValue(error: ErrorObject, vocabulary: SchemaVocabulary): string {
  const params: Record<string, unknown> = error.params;
  // A failed rule of a named schema (the binding's type or pattern) is best told by the schema's name.
  const named = vocabulary.nameOf(error.parentSchema);
  if (named) return named;
  switch (error.keyword) {
    case 'type': {
      const types = Array.isArray(params.type) ? params.type : String(params.type).split(',');
      return types.map((t) => TYPE_PHRASES[String(t)] ?? String(t)).join(' or ');
    }
    case 'enum':
      return `one of ${listOf(Array.isArray(params.allowedValues) ? params.allowedValues : [])}`;
    case 'const':
      return JSON.stringify(params.allowedValue);
    case 'pattern':
      // The schema's description says what the pattern asks in words (an origin without a path, a colour #rrggbb); a
      // regular expression is read by no operator.
      return describedAs(error.parentSchema) ?? `a string matching /${String(params.pattern)}/`;
    case 'format':
      return `a ${String(params.format)}`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `a number ${String(params.comparison)} ${String(params.limit)}`;
    case 'minLength':
      return params.limit === 1
        ? 'a text that is not empty'
        : `a string of at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `a string of at most ${String(params.limit)} characters`;
    case 'multipleOf':
      return `a multiple of ${String(params.multipleOf)}`;
    case 'false schema':
      return 'nothing here';
    default:
      return `a value that ${(error.message ?? `passes "${error.keyword}"`).replace(/^must /, 'does ')}`;
  }
}

/** A member of the object written for `name` in another letter case or with a slip ("$T" for "$t"). */
export function nearKey(name: string, keys: readonly string[]): string | undefined {
  const sameLetters = keys.find((key) => key !== name && key.toLowerCase() === name.toLowerCase());
  if (sameLetters) return sameLetters;
  return keys.find((key) => didYouMean(key, [name]) !== undefined);
}

/** What a value refused by a pattern is one small edit away from: spaces around it, a path without its /, a / too many. */
function patternRepair(value: string, pattern: string): string | undefined {
  let rule: RegExp;
  try {
    rule = new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
  if (value.trim() !== value && rule.test(value.trim())) return 'remove the spaces at its start or end';
  if (!value.startsWith('/') && rule.test(`/${value}`)) return `did you mean "/${value}"? a path starts with /`;
  if (/\s/.test(value) && rule.test(value.replace(/\s+/g, ''))) return 'remove the spaces inside it';
  if (value.endsWith('/') && rule.test(value.replace(/\/+$/, '')))
    return `remove the / at its end: write "${value.replace(/\/+$/, '')}"`;
  return undefined;
}

const lastSegment = (pointer: string) => pointer.slice(pointer.lastIndexOf('/') + 1);
const parentPointer = (pointer: string) => pointer.slice(0, pointer.lastIndexOf('/'));

/** The widget type owning a node member (props, on, children, bind), when the pointer is inside a node. */
function widgetOwning(document: unknown, memberPointer: string): string | undefined {
  const owner = valueAt(document, parentPointer(memberPointer));
  return isPlainObject(owner) && typeof owner.type === 'string' ? owner.type : undefined;
}

function knownMembersPhrase(error: ErrorObject, document: unknown): string {
  const known =
    isPlainObject(error.parentSchema) && isPlainObject(error.parentSchema.properties)
      ? Object.keys(error.parentSchema.properties)
      : [];
  const names = known.length ? listOf(known) : 'none';
  const widget = widgetOwning(document, error.instancePath);
  const member = lastSegment(error.instancePath);
  if (widget && member === 'props') return `a prop of ${widget} (${names})`;
  if (widget && member === 'on') return `an event of ${widget} (${names})`;
  return `a known property (${names})`;
}

/** The finding for one error that is not part of an anyOf/oneOf merge. */
export function describeError(error: ErrorObject, document: unknown, vocabulary: SchemaVocabulary): Finding {
  const params: Record<string, unknown> = error.params;
  const at = error.instancePath;
  const found = (pointer: string) => describeValue(valueAt(document, pointer));
  switch (error.keyword) {
    case 'required': {
      const name = String(params.missingProperty);
      const owner = valueAt(document, at);
      // A member written in another spelling ("$T", "lable") is what the author meant.
      const written = isPlainObject(owner) ? nearKey(name, Object.keys(owner)) : undefined;
      const named = vocabulary.nameOf(error.parentSchema);
      return {
        code: 'schema',
        pointer: childPointer(at, name),
        expected: named ?? `required property "${name}"`,
        found: written ? `${JSON.stringify(written)} where "${name}" belongs` : named ? `no "${name}"` : 'nothing',
        ...(written ? { hint: `did you mean "${name}"?`, near: childPointer(at, written), atKey: true } : {}),
      };
    }
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const known =
        isPlainObject(error.parentSchema) && isPlainObject(error.parentSchema.properties)
          ? Object.keys(error.parentSchema.properties)
          : [];
      return {
        code: 'schema',
        pointer: childPointer(at, name),
        atKey: true,
        expected: knownMembersPhrase(error, document),
        found: JSON.stringify(name),
        ...closeTo(name, known),
      };
    }
    case 'propertyNames': {
      const name = String(params.propertyName);
      const pattern =
        isPlainObject(error.schema) && typeof error.schema.pattern === 'string' ? error.schema.pattern : '';
      return {
        code: 'schema',
        pointer: childPointer(at, name),
        atKey: true,
        expected: `a name matching /${pattern}/`,
        found: JSON.stringify(name),
      };
    }
    case 'discriminator': {
      const tag = String(params.tag);
      const value = valueAt(document, childPointer(at, tag));
      // A missing tag is already reported by `required`; same words, so the duplicate is dropped.
      if (params.error === 'tag') {
        const expected = value === undefined ? `required property "${tag}"` : `a "${tag}" string`;
        return { code: 'schema', pointer: childPointer(at, tag), expected, found: describeValue(value) };
      }
      const values = vocabulary.discriminatorValues(error.parentSchema, tag);
      const value_ = valueAt(document, childPointer(at, tag));
      return {
        code: 'schema',
        pointer: childPointer(at, tag),
        expected: `one of ${listOf(values)}`,
        found: found(childPointer(at, tag)),
        ...closeTo(value_, values),
      };
    }
    case 'false schema': {
      const widget = widgetOwning(document, at);
      const expected = widget ? `no ${lastSegment(at)} on ${widget}` : 'nothing here';
      return { code: 'schema', pointer: at, expected, found: found(at) };
    }
    case 'uniqueItems':
      return {
        code: 'schema',
        pointer: childPointer(at, String(params.i)),
        expected: `no duplicate of item ${String(params.j)}`,
        found: found(childPointer(at, String(params.i))),
      };
    case 'minItems':
    case 'maxItems':
      return {
        code: 'schema',
        pointer: at,
        expected: `a list of ${error.keyword === 'minItems' ? 'at least' : 'at most'} ${String(params.limit)} items`,
        found: found(at),
      };
    case 'pattern': {
      const value = valueAt(document, at);
      const repair =
        value === ''
          ? 'it is empty: write the value'
          : typeof value === 'string'
            ? patternRepair(value, String(params.pattern))
            : undefined;
      return {
        code: 'schema',
        pointer: at,
        expected: expectedValue(error, vocabulary),
        found: found(at),
        ...(repair ? { hint: repair } : {}),
      };
    }
    case 'enum':
      return {
        code: 'schema',
        pointer: at,
        expected: expectedValue(error, vocabulary),
        found: found(at),
        ...closeTo(valueAt(document, at), Array.isArray(params.allowedValues) ? params.allowedValues : []),
      };
    default:
      return { code: 'schema', pointer: at, expected: expectedValue(error, vocabulary), found: found(at) };
  }
}
