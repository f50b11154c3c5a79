// Reading a widget's props schema: a validator, and example props derived from the schema itself.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';

type JsonSchema = Record<string, unknown>;

const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
// Widget metadata for the generator and the editor; not a validation keyword.
ajv.addKeyword('x-widget');

export function propsValidator(schema: object): ValidateFunction {
  const id = (schema as JsonSchema).$id;
  return (typeof id === 'string' && ajv.getSchema(id)) || ajv.compile(schema);
}

export function describeErrors(validate: ValidateFunction): string {
  return ajv.errorsText(validate.errors);
}

function firstType(schema: JsonSchema): unknown {
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
}

/** The smallest value a schema accepts: required properties only, each at its default or lowest bound. */
export function minimalValue(schema: JsonSchema): unknown {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('default' in schema) return schema.default;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (firstType(schema)) {
    case 'string':
      return 'Example'.padEnd(typeof schema.minLength === 'number' ? schema.minLength : 0, '.');
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'boolean':
      return false;
    case 'array': {
      const count = typeof schema.minItems === 'number' ? schema.minItems : 0;
      return Array.from({ length: count }, () => minimalValue((schema.items ?? {}) as JsonSchema));
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((name) => [name, minimalValue(properties[name] ?? {})]));
    }
    default:
      return null;
  }
}

/** `props` with every top-level property that has a schema default filled in explicitly. */
export function withAllDefaults(schema: JsonSchema, props: object): object {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const defaults = Object.entries(properties)
    .filter(([, p]) => 'default' in p)
    .map(([name, p]) => [name, p.default]);
  return { ...Object.fromEntries(defaults), ...props };
}

/** JSON pointers of properties (at any depth) that lack a description, so editors would show no help. */
export function undescribedProperties(schema: unknown, path = ''): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as JsonSchema;
  const properties = (node.properties ?? {}) as Record<string, JsonSchema>;
  const own = Object.entries(properties)
    .filter(([, child]) => typeof child.description !== 'string')
    .map(([name]) => `${path}/properties/${name}`);
  const nested = Object.entries(properties).flatMap(([name, child]) =>
    undescribedProperties(child, `${path}/properties/${name}`),
  );
  const items = node.items ? undescribedProperties(node.items, `${path}/items`) : [];
  return [...own, ...nested, ...items];
}
