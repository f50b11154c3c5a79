// Types for schema-loader.mjs (plain ESM so that node runs it without a TypeScript loader).
import type Ajv2020 from 'ajv/dist/2020.js';
import type { AnySchemaObject, Options, ValidateFunction } from 'ajv';

export const repositoryRoot: string;
export const schemasDir: string;

export interface SchemaFile {
  path: string;
  schema: AnySchemaObject;
}
export function readSchemaFiles(dir?: string): SchemaFile[];

export interface SchemaSet {
  /** The draft 2020-12 instance: page, node, actions, binding, manifest, env and widget schemas. */
  modern: Ajv2020;
  /** Every schema registered, as parsed (after `transform`). */
  schemas: AnySchemaObject[];
  validatorFor(schemaId: string): ValidateFunction | undefined;
}
export function createSchemaSet(
  extraOptions?: Options,
  settings?: { dir?: string; transform?: (schema: AnySchemaObject) => AnySchemaObject },
): SchemaSet;

/** A copy of `schema` with `visit` applied to it and every subschema (innermost first). */
export function mapSchema(
  schema: AnySchemaObject,
  visit: (schema: AnySchemaObject) => AnySchemaObject,
): AnySchemaObject;
