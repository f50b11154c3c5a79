// Everything the sandbox remembers until POST /__sandbox/reset.
import type { EndpointId } from '../api/catalogue';
import { FIRST_NEW_COMPLAINT_ID, SEED_COMPLAINTS, type Complaint } from './fixtures/complaints';
import { REGISTERED_PHONE } from './fixtures/registration';
import type { KeptAnswers } from './idempotency';
import type { ReceivedLogRecord } from './otlp';

/** `drop`: the request has its effect, then the connection drops before the answer (the browser may re-send it). */
export type OverrideFault = 'abort' | 'hang' | 'malformed' | 'http500' | 'drop';

export interface Override {
  endpoint: EndpointId;
  body?: unknown;
  status?: number;
  delayMs?: number;
  fault?: OverrideFault;
  /** Uses left; undefined: until reset. */
  times?: number;
}

export type FieldValue = string | string[];
export interface FileSummary {
  filename: string;
  type: string;
  size: number;
}

export interface RecordedRequest {
  endpoint: EndpointId;
  method: string;
  path: string;
  query: Record<string, FieldValue>;
  body: unknown;
  /** The Idempotency-Key header, when the request had one. */
  idempotencyKey?: string;
  /** True when the key was known: the request got the first answer again and had no effect. */
  replayed?: boolean;
}

/** A telemetry request the sandbox took (sandbox/beacons.ts): its raw body, what left the device byte for byte. */
export interface RecordedBeacon {
  path: string;
  contentType: string;
  body: string;
  /** Its OTLP log records, flattened for reading. */
  records: ReceivedLogRecord[];
}

export interface StoredFile {
  type: string;
  bytes: ArrayBuffer;
}

export interface RecordedScore {
  endpoint: EndpointId;
  score: number;
  problemId?: number;
}

/** A legacy card payment of one order (repayChoose). */
export interface LegacyRepayment {
  recordId: string;
  status: 'awaitingCode' | 'paid';
}

export interface SandboxState {
  overrides: Override[];
  requests: RecordedRequest[];
  /** Telemetry batches received (sandbox/beacons.ts), oldest first. */
  beacons: RecordedBeacon[];
  /** First answers by endpoint and Idempotency-Key. */
  keptAnswers: KeptAnswers;
  complaints: Complaint[];
  files: Map<string, StoredFile>;
  scores: RecordedScore[];
  boundCard: Record<string, string> | null;
  registeredPhones: Set<string>;
  /** By orderId. */
  legacyRepayments: Map<string, LegacyRepayment>;
  /** The text of the latest captcha image shown for each sid. */
  captchas: Map<string, string>;
  counters: { complaint: number; file: number; sid: number; repayToken: number; repayRecord: number };
}

export function createSandboxState(): SandboxState {
  return {
    overrides: [],
    requests: [],
    beacons: [],
    keptAnswers: new Map(),
    complaints: SEED_COMPLAINTS.map((complaint) => structuredClone(complaint)),
    files: new Map(),
    scores: [],
    boundCard: null,
    registeredPhones: new Set([REGISTERED_PHONE]),
    legacyRepayments: new Map(),
    captchas: new Map(),
    counters: { complaint: FIRST_NEW_COMPLAINT_ID, file: 1, sid: 1, repayToken: 1, repayRecord: 1 },
  };
}

/** Reads and returns the next value of a counter. */
export function nextCount(state: SandboxState, counter: keyof SandboxState['counters']): number {
  const value = state.counters[counter];
  state.counters[counter] = value + 1;
  return value;
}

/**
 * The override answering the next call of an endpoint, used up by one. The newest one wins, so a
 * one-off fault can sit on top of a standing scenario and the scenario resumes once it is spent.
 */
export function takeOverride(state: SandboxState, endpoint: EndpointId): Override | undefined {
  for (let index = state.overrides.length - 1; index >= 0; index -= 1) {
    const override = state.overrides[index];
    if (override.endpoint !== endpoint) continue;
    if (override.times !== undefined) {
      override.times -= 1;
      if (override.times <= 0) state.overrides.splice(index, 1);
    }
    return override;
  }
  return undefined;
}
