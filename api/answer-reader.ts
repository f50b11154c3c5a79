// The tolerant answer reader. The lender's server is loosely typed (numbers as strings, nulls, flags outside their
// documented values); a strict check turned one such field into an error screen a borrower could not get past. This
// reader walks a success answer's data beside its endpoint's documented shape (a reader schema generated from
// api/endpoint-schemas.json) and decides per field:
//   - lossless coercions are applied: "845.5" <-> 845.5, "1" <-> 1, true <-> 1, a PHP-style {"0": a, "1": b} list;
//   - a value outside its documented values, or text where a number belongs, is kept as sent: the page's
//     "otherwise" path handles it (a grey button, no dialog), and money shows the text as written;
//   - a null or missing field reads as absent;
//   - a value that cannot be used (an object where text belongs, a list that is not a list) is left out: only what
//     reads it is affected, a list loses that item alone;
// and records every deviation (the endpoint, a JSON pointer, what was expected, the JSON type found, never the value).
// Fields the schema does not document are left as sent and not reported: real answers carry many aliases.
import { jsonTypeOf, type DriftAction, type DriftRecord } from './telemetry-records';

/** A response schema reduced to the keywords the reader interprets (scripts/reader-schemas.mjs writes them). */
export interface ReaderSchema {
  type?: JsonKind | 'integer' | Array<JsonKind | 'integer'>;
  enum?: readonly unknown[];
  const?: unknown;
  properties?: Record<string, ReaderSchema>;
  required?: readonly string[];
  items?: ReaderSchema;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
}

type JsonKind = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null';

export interface ReadOutcome {
  /** False when nothing can be shown: the answer's data itself is not of its documented kind. */
  usable: boolean;
  data: unknown;
  drift: DriftRecord[];
  /**
   * Pointers of the values left out (and of each list that lost every row), for a page that must say a part could
   * not be shown rather than show it as empty (the expression function `unusable`).
   */
  dropped: string[];
}

const ABSENT: unique symbol = Symbol('absent');
type Read = unknown | typeof ABSENT;

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const INDEX_KEY = /^(0|[1-9]\d*)$/;

/** A parsed JSON value's kind: the telemetry's own wording of "the type found" (never undefined here). */
const kindOf = (value: unknown) => jsonTypeOf(value) as JsonKind;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isContainer(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}

function typesOf(schema: ReaderSchema): Array<JsonKind | 'integer'> | null {
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  const values = schema.enum ?? (schema.const !== undefined ? [schema.const] : null);
  if (!values) return null;
  return [...new Set(values.map((value) => (Number.isInteger(value) ? 'integer' : kindOf(value))))];
}

function matches(type: JsonKind | 'integer', value: unknown): boolean {
  if (type === 'integer') return Number.isInteger(value);
  if (type === 'number') return typeof value === 'number' && Number.isFinite(value);
  return kindOf(value) === type;
}

const WORDS: Record<JsonKind | 'integer', string> = {
  string: 'text',
  number: 'number',
  integer: 'whole number',
  boolean: 'true or false',
  object: 'object',
  array: 'list',
  null: 'null',
};

/** The documented shape in a few words, for a drift record. */
export function describeSchema(schema: ReaderSchema): string {
  const values = schema.enum ?? (schema.const !== undefined ? [schema.const] : null);
  if (values) return `one of ${values.map((value) => JSON.stringify(value)).join(', ')}`;
  const types = typesOf(schema);
  return types ? types.map((type) => WORDS[type]).join(' or ') : 'any';
}

/** A lossless conversion of a scalar to `type`, or ABSENT when there is none. */
function convert(value: unknown, type: JsonKind | 'integer'): Read {
  if (type === 'number' || type === 'integer') {
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (typeof value === 'string' && DECIMAL.test(value.trim())) {
      const number = Number(value.trim());
      if (Number.isFinite(number) && (type === 'number' || Number.isInteger(number))) return number;
    }
    return ABSENT;
  }
  if (type === 'string') return typeof value === 'number' || typeof value === 'boolean' ? String(value) : ABSENT;
  if (type === 'boolean') {
    if (value === 1 || value === '1' || value === 'true') return true;
    if (value === 0 || value === '0' || value === 'false') return false;
    return ABSENT;
  }
  // A PHP back end encodes a list with gaps or a list built as a map as {"0": a, "1": b}: the same list.
  if (type === 'array' && isRecord(value)) {
    const keys = Object.keys(value);
    if (keys.length > 0 && keys.every((key, index) => INDEX_KEY.test(key) && Number(key) === index))
      return keys.map((key) => value[key]);
  }
  return ABSENT;
}

/** The enum member equal to value once both are read as numbers or text ("1" for 1, 1 for "1"). */
function enumMember(values: readonly unknown[], value: unknown): Read {
  if (values.includes(value)) return value;
  if (typeof value !== 'string' && typeof value !== 'number') return ABSENT;
  const text = String(value).trim();
  const found = values.find(
    (member) => (typeof member === 'number' || typeof member === 'string') && String(member) === text,
  );
  if (found !== undefined) return found;
  if (!DECIMAL.test(text)) return ABSENT;
  return values.find((member) => typeof member === 'number' && member === Number(text)) ?? ABSENT;
}

class Reader {
  readonly drift: DriftRecord[] = [];
  readonly dropped: string[] = [];

  constructor(private readonly endpoint: string) {}

  private note(
    pointer: string,
    schema: ReaderSchema,
    found: string,
    action: DriftAction,
    expected = describeSchema(schema),
  ) {
    this.drift.push({ type: 'drift', endpoint: this.endpoint, pointer: pointer || '/', expected, found, action });
    if (action === 'dropped') this.dropped.push(pointer || '/');
  }

  read(schema: ReaderSchema, value: unknown, pointer: string): Read {
    const types = typesOf(schema);
    if (value === null && types && !types.includes('null')) {
      this.note(pointer, schema, 'null', 'absent');
      return ABSENT;
    }
    if ((schema.enum || schema.const !== undefined) && !isContainer(value)) return this.member(schema, value, pointer);
    if (!types || types.some((type) => matches(type, value))) return this.shape(schema, value, pointer);
    const converted = types.map((type) => convert(value, type)).find((result) => result !== ABSENT) ?? ABSENT;
    if (converted !== ABSENT) {
      this.note(pointer, schema, kindOf(value), 'coerced');
      return this.shape(schema, converted, pointer);
    }
    if (typeof value === 'string' && value.trim() === '') {
      // An empty string is how many back ends say "nothing" for a number, a list or an object.
      this.note(pointer, schema, 'empty text', 'absent');
      return ABSENT;
    }
    if (
      (typeof value === 'string' || typeof value === 'number') &&
      (types.includes('number') || types.includes('integer'))
    ) {
      // Text where a number belongs ("₱845.50"), or 845.5 where a whole number belongs: shown as the server wrote it,
      // never turned into a guess.
      this.note(pointer, schema, kindOf(value), 'kept');
      return value;
    }
    this.note(pointer, schema, kindOf(value), 'dropped');
    return ABSENT;
  }

  private shape(schema: ReaderSchema, value: unknown, pointer: string): Read {
    if (Array.isArray(value)) return this.list(schema, value, pointer);
    if (isRecord(value)) return schema.properties || schema.required ? this.object(schema, value, pointer) : value;
    this.bounds(schema, value, pointer);
    return value;
  }

  /** A documented value, the same value sent as text or number, or an unknown one kept for the "otherwise" path. */
  private member(schema: ReaderSchema, value: unknown, pointer: string): Read {
    const values = schema.enum ?? [schema.const];
    let member = enumMember(values, value);
    if (member === ABSENT && typeof value === 'boolean') member = enumMember(values, value ? 1 : 0);
    if (member === value) return value;
    this.note(pointer, schema, kindOf(value), member === ABSENT ? 'kept' : 'coerced');
    return member === ABSENT ? value : member;
  }

  private list(schema: ReaderSchema, list: unknown[], pointer: string): unknown[] {
    const items = schema.items;
    const read = items
      ? list.map((item, index) => this.item(items, item, `${pointer}/${index}`)).filter((item) => item !== ABSENT)
      : list;
    if (schema.minItems !== undefined && read.length < schema.minItems) {
      this.note(pointer, schema, 'array', 'kept', `a list of at least ${schema.minItems}`);
    }
    // A list that had rows and lost every one of them is not an empty list: a page must not say "nothing here".
    // Its rows were each reported; the list itself joins what was left out, so `unusable()` sees it.
    if (list.length > 0 && read.length === 0) this.dropped.push(pointer || '/');
    return read;
  }

  /**
   * A list item; one whose required field could not be used (an object for its title) is left out whole: a row without
   * its title or amount misleads, and the rest of the list is still right.
   */
  private item(schema: ReaderSchema, value: unknown, pointer: string): Read {
    const before = this.dropped.length;
    const read = this.read(schema, value, pointer);
    if (read === ABSENT || !schema.required) return read;
    const broken = new Set(schema.required.map((name) => `${pointer}/${escape(name)}`));
    if (!this.dropped.slice(before).some((where) => broken.has(where))) return read;
    this.dropped.push(pointer);
    return ABSENT;
  }

  private object(schema: ReaderSchema, record: Record<string, unknown>, pointer: string): Record<string, unknown> {
    const out: Record<string, unknown> = { ...record };
    for (const name of schema.required ?? []) {
      if (record[name] === undefined)
        this.note(`${pointer}/${escape(name)}`, schema.properties?.[name] ?? {}, 'missing', 'absent');
    }
    for (const [name, child] of Object.entries(schema.properties ?? {})) {
      if (!Object.hasOwn(record, name) || record[name] === undefined) continue;
      const read = this.read(child, record[name], `${pointer}/${escape(name)}`);
      if (read === ABSENT) delete out[name];
      else out[name] = read;
    }
    return out;
  }

  /** Documented limits (a minimum, a pattern) are reported when broken; the value is still usable as it is. */
  private bounds(schema: ReaderSchema, value: unknown, pointer: string) {
    const broken =
      typeof value === 'string'
        ? (schema.minLength !== undefined && [...value].length < schema.minLength) ||
          (schema.maxLength !== undefined && [...value].length > schema.maxLength) ||
          (schema.pattern !== undefined && !patternOf(schema.pattern).test(value))
        : typeof value === 'number' &&
          ((schema.minimum !== undefined && value < schema.minimum) ||
            (schema.maximum !== undefined && value > schema.maximum));
    if (broken)
      this.note(pointer, schema, kindOf(value), 'kept', `${describeSchema(schema)} within its documented limits`);
  }
}

const patterns = new Map<string, RegExp>();
function patternOf(source: string): RegExp {
  let pattern = patterns.get(source);
  if (!pattern) patterns.set(source, (pattern = new RegExp(source, 'u')));
  return pattern;
}

function escape(name: string): string {
  return name.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Reads a success answer's data against its endpoint's reader schema. */
export function readAnswer(endpoint: string, schema: ReaderSchema, data: unknown): ReadOutcome {
  const reader = new Reader(endpoint);
  const read = reader.read(schema, data, '');
  return { usable: read !== ABSENT, data: read === ABSENT ? null : read, drift: reader.drift, dropped: reader.dropped };
}
