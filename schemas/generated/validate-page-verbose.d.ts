/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) writes it beside its .js module.
export interface ValidationError {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** Returns whether data is valid; after a call, `errors` holds the reasons it is not (null when valid). */
export interface Validator {
  (data: unknown): boolean;
  errors?: ValidationError[] | null;
}

declare const validate: Validator;
export { validate };
export default validate;
