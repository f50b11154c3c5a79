/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) writes it beside its .js module.
import type { Validator } from './validate-page';

/**
 * A stored value's check, and its shape for the tolerant reader that reads it first (api/answer-reader.ts's
 * ReaderSchema, which the renderer's StorageValidator names; the schemas layer imports nothing above it).
 */
export type StorageValidator = Validator & { shape: object };

export declare const complaintChoice: StorageValidator;
export declare const repaymentInfo: StorageValidator;
export declare const storageValidators: { complaintChoice: StorageValidator; repaymentInfo: StorageValidator };
