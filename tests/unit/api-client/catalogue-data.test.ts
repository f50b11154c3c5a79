// @vitest-environment node
import { describe, expect, it } from 'vitest';
import catalogue from '../../../api/endpoints.json';
import schemas from '../../../api/endpoint-schemas.json';

// Calls that submit a loan or move money: a success code must stay a success whatever `data` holds, or a person told
// "try again" could submit twice. Their answers are read defensively by the pages instead.
const SUBMITTING = ['loanDetailPush', 'confirmV2Push', 'repaymentCommit', 'repaymentHuichao', 'generateVcode'];

const entries = Object.entries(catalogue.endpoints) as Array<[string, { data?: string; returns?: string }]>;
const responseType = (id: string) => (schemas as Record<string, { response?: { type?: unknown } }>)[id]?.response?.type;

describe('what the catalogue says each endpoint returns', () => {
  it('a declared kind of data agrees with the response schema', () => {
    const mismatches = entries
      .filter(([id, e]) => e.data !== undefined && e.data !== responseType(id))
      .map(([id, e]) => `${id}: ${e.data} vs ${String(responseType(id))}`);
    expect(mismatches).toEqual([]);
  });

  it('reads whose data a page shows declare it, so a success code with no data is a broken answer, not an empty screen', () => {
    const reads = ['loanDetails', 'contactKfInfo', 'cardInit', 'problemInit', 'problemList', 'problemDetail'];
    expect(reads.filter((id) => !entries.find(([key]) => key === id)?.[1].data)).toEqual([]);
  });

  it('calls that submit a loan or move money never turn a success code into a failure over their data', () => {
    expect(SUBMITTING.filter((id) => entries.find(([key]) => key === id)?.[1].data !== undefined)).toEqual([]);
  });
});
