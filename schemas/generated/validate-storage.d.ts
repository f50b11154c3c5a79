/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) writes it beside its .js module.
import type { Validator } from './validate-page';

export declare const repaymentInfo: Validator;
export declare const storageValidators: { repaymentInfo: Validator };
