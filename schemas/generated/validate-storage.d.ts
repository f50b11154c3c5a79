/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) writes it beside its .js module.
import type { Validator } from './validate-page';
import type { ReaderSchema } from '../../api/answer-reader';

/** A stored value's check, and its shape for the tolerant reader (api/answer-reader.ts) that reads it first. */
export type StorageValidator = Validator & { shape: ReaderSchema };

export declare const complaintChoice: StorageValidator;
export declare const repaymentInfo: StorageValidator;
export declare const storageValidators: { complaintChoice: StorageValidator; repaymentInfo: StorageValidator };
