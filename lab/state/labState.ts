// What the lab remembers (local storage) and what a lab file holds: the page text, the device fields and query the
// preview gets, the server scenarios and the preview width. A page definition never comes from the URL.
import { COMMON_PARAM_KEYS } from '../../api/commonParams';

/** The tester's device fields: the session's common params plus the ids a screen reads from its query. */
export const DEVICE_FIELD_KEYS = [...COMMON_PARAM_KEYS, 'productId', 'orderId'] as const;
export type DeviceFieldKey = (typeof DEVICE_FIELD_KEYS)[number];

export const FAULTS = ['abort', 'hang', 'malformed', 'http500'] as const;
export type Fault = (typeof FAULTS)[number];

export type Scenario =
  | { mode: 'fixture' }
  | { mode: 'failure'; code: string; message: string }
  | { mode: 'delay'; delayMs: number }
  | { mode: 'fault'; fault: Fault }
  | { mode: 'body'; body: string };

export const WIDTHS = [390, 360, 320] as const;
export type PreviewWidth = (typeof WIDTHS)[number];

export interface LabState {
  /** Names the text in problem messages: `pages/<name>.json` for a bundled page, else the file name or pasted.json. */
  file: string;
  text: string;
  device: Record<DeviceFieldKey, string>;
  /** The preview's query string, without the leading "?". */
  query: string;
  scenarios: Record<string, Scenario>;
  width: PreviewWidth;
}

export const LAB_FILE_KIND = 'pesonow-page-lab';
export const STORAGE_KEY = 'page-lab';

export const DEFAULT_DEVICE: Record<DeviceFieldKey, string> = {
  appVersion: '3.2.0',
  deviceName: 'Pixel 7',
  deviceId: 'D-TEST-0001',
  osVersion: 'Android 14',
  sessionId: 'S-TEST-0001',
  advertisingId: 'GAID-TEST-0001',
  productId: 'P001',
  orderId: 'ORD200',
};

export function initialState(text: string): LabState {
  return {
    file: 'pages/loanDetail.json',
    text,
    device: { ...DEFAULT_DEVICE },
    query: 'productId=P001&orderId=ORD200',
    scenarios: {},
    width: 390,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';

function readScenario(value: unknown): Scenario | null {
  if (!isRecord(value)) return null;
  switch (value.mode) {
    case 'fixture':
      return { mode: 'fixture' };
    case 'failure':
      return isText(value.code) && isText(value.message)
        ? { mode: 'failure', code: value.code, message: value.message }
        : null;
    case 'delay':
      return typeof value.delayMs === 'number' && value.delayMs >= 0
        ? { mode: 'delay', delayMs: Math.round(value.delayMs) }
        : null;
    case 'fault':
      return (FAULTS as readonly unknown[]).includes(value.fault)
        ? { mode: 'fault', fault: value.fault as Fault }
        : null;
    case 'body':
      return isText(value.body) ? { mode: 'body', body: value.body } : null;
    default:
      return null;
  }
}

/** A lab state from storage or a file, member by member; anything malformed is refused rather than half-used. */
export function readLabState(value: unknown): LabState | null {
  if (
    !isRecord(value) ||
    !isText(value.file) ||
    !isText(value.text) ||
    !isText(value.query) ||
    !isRecord(value.device) ||
    !isRecord(value.scenarios)
  )
    return null;
  const width = (WIDTHS as readonly unknown[]).includes(value.width) ? (value.width as PreviewWidth) : 390;
  const device = { ...DEFAULT_DEVICE };
  for (const key of DEVICE_FIELD_KEYS) {
    const field = value.device[key];
    if (isText(field)) device[key] = field;
  }
  const scenarios: Record<string, Scenario> = {};
  for (const [endpoint, raw] of Object.entries(value.scenarios)) {
    const scenario = readScenario(raw);
    if (scenario) scenarios[endpoint] = scenario;
  }
  // The member order of initialState, so a state read back is saved byte for byte as it was.
  return { file: value.file, text: value.text, device, query: value.query, scenarios, width };
}

export function loadStored(storage: Storage | null): LabState | null {
  try {
    return readLabState(JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null'));
  } catch {
    return null;
  }
}

export function store(storage: Storage | null, state: LabState): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Quota or disabled storage: the lab still works, it just will not survive a reload.
  }
}

/** The text of a lab file: the state under a kind marker, so a page definition is not mistaken for one. */
export function labFileText(state: LabState): string {
  return `${JSON.stringify({ kind: LAB_FILE_KIND, ...state }, null, 2)}\n`;
}

export function readLabFile(text: string): LabState | null {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) && value.kind === LAB_FILE_KIND ? readLabState(value) : null;
  } catch {
    return null;
  }
}
