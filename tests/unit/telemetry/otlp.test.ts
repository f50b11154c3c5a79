// @vitest-environment node
// The sink's OTLP encoding (api/telemetry-otlp.ts) held against the official one: the same records emitted through
// OpenTelemetry's own SDK (@opentelemetry/sdk-logs) and serialized by its OTLP JSON serializer
// (@opentelemetry/otlp-transformer) give the very same request, so any Collector reads what the browser sends. The
// names follow the semantic conventions (@opentelemetry/semantic-conventions) where one exists. These packages are
// development references only: the browser ships none of them (tests/unit/architecture.test.ts).
import { describe, expect, it } from 'vitest';
import { SeverityNumber, type AnyValueMap } from '@opentelemetry/api-logs';
import { JsonLogsSerializer } from '@opentelemetry/otlp-transformer';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { InMemoryLogRecordExporter, LoggerProvider, SimpleLogRecordProcessor } from '@opentelemetry/sdk-logs';
import {
  ATTR_EXCEPTION_MESSAGE,
  ATTR_EXCEPTION_STACKTRACE,
  ATTR_EXCEPTION_TYPE,
  ATTR_SERVICE_NAME,
  ATTR_SERVICE_VERSION,
  ATTR_URL_PATH,
} from '@opentelemetry/semantic-conventions';
import {
  ATTR_APP_SCREEN_NAME,
  ATTR_APP_WIDGET_NAME,
  ATTR_BROWSER_WEB_VITAL_NAME,
  ATTR_BROWSER_WEB_VITAL_RATING,
  ATTR_BROWSER_WEB_VITAL_VALUE,
  ATTR_DEPLOYMENT_ENVIRONMENT,
  ATTR_DEPLOYMENT_ENVIRONMENT_NAME,
  EVENT_BROWSER_WEB_VITAL,
  EVENT_EXCEPTION,
} from '@opentelemetry/semantic-conventions/incubating';
import {
  logEvent,
  otlpLogs,
  SCOPE_NAME,
  SERVICE_NAME,
  SEVERITY,
  type TelemetrySource,
} from '../../../api/telemetry-otlp';
import type { SentRecord } from '../../../api/telemetry-records';

const SOURCE: TelemetrySource = { release: '55ee5b062f51-ec0490713115', environment: 'production' };
const AT = 1_764_151_234_567;

const RECORDS: SentRecord[] = [
  {
    type: 'error',
    kind: 'widget',
    message: 'widget ProductCard failed to render: TypeError: x is not a function',
    errorName: 'TypeError',
    widget: 'ProductCard',
    stack: '    at Ke (https://m.pesonow.ph/assets/ProductCard-AbC1.js:1:2045)\n    at https://ext.example',
    route: 'loanDetail',
    page: 'loanDetail',
    path: '/loanDetail',
    release: SOURCE.release,
    at: AT,
  },
  {
    type: 'drift',
    endpoint: 'loanDetails',
    pointer: '/items/*/amount',
    expected: 'number',
    found: 'string',
    action: 'coerced',
    route: '?',
    release: SOURCE.release,
    at: AT + 1,
  },
  {
    type: 'vital',
    name: 'CLS',
    value: 0.0412,
    rating: 'good',
    route: 'loanDetail',
    screens: 1,
    release: SOURCE.release,
    at: AT + 2,
  },
  { type: 'vital', name: 'LCP', value: 1840, rating: 'needs-improvement', route: 'bindBank', release: '', at: AT + 3 },
];

/** The same records through OpenTelemetry's SDK and its OTLP JSON serializer. */
async function officialRequest(records: readonly SentRecord[], source: TelemetrySource): Promise<unknown> {
  const exporter = new InMemoryLogRecordExporter();
  const provider = new LoggerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: SERVICE_NAME,
      [ATTR_SERVICE_VERSION]: source.release,
      [ATTR_DEPLOYMENT_ENVIRONMENT]: source.environment,
      [ATTR_DEPLOYMENT_ENVIRONMENT_NAME]: source.environment,
    }),
    processors: [new SimpleLogRecordProcessor({ exporter })],
  });
  const logger = provider.getLogger(SCOPE_NAME);
  for (const record of records) {
    const { name, body, attributes } = logEvent(record);
    const [severityNumber, severityText] = SEVERITY[record.type];
    logger.emit({
      timestamp: record.at,
      observedTimestamp: record.at,
      severityNumber,
      severityText,
      body,
      eventName: name,
      attributes: Object.fromEntries(
        Object.entries(attributes).filter(([, value]) => value !== undefined),
      ) as AnyValueMap,
    });
  }
  await provider.forceFlush();
  return JSON.parse(new TextDecoder().decode(JsonLogsSerializer.serializeRequest(exporter.getFinishedLogRecords())));
}

describe('telemetry as OTLP/HTTP JSON logs', () => {
  it("is exactly what OpenTelemetry's own SDK and serializer write for the same records", async () => {
    const ours: unknown = JSON.parse(JSON.stringify(otlpLogs(RECORDS, SOURCE)));
    const official = await officialRequest(RECORDS, SOURCE);
    expect(JSON.stringify(official)).toContain('"logRecords":[{'); // the reference did emit them
    expect(ours).toEqual(official);
  });

  it('an empty batch is a request with no records (the sink never sends one, a Collector would take it)', () => {
    expect(otlpLogs([], SOURCE).resourceLogs[0].scopeLogs[0].logRecords).toEqual([]);
  });

  it('names what it sends by the semantic conventions: exceptions, web vitals, the screen, the widget, the release', () => {
    expect(SEVERITY).toEqual({
      error: [SeverityNumber.ERROR, 'ERROR'],
      drift: [SeverityNumber.WARN, 'WARN'],
      vital: [SeverityNumber.INFO, 'INFO'],
    });
    const [error, , vital] = RECORDS.map(logEvent);
    expect(error.name).toBe(EVENT_EXCEPTION);
    expect(error.attributes).toMatchObject({
      [ATTR_EXCEPTION_TYPE]: 'TypeError',
      [ATTR_EXCEPTION_MESSAGE]: RECORDS[0].type === 'error' && RECORDS[0].message,
      [ATTR_EXCEPTION_STACKTRACE]: RECORDS[0].type === 'error' && RECORDS[0].stack,
      [ATTR_APP_WIDGET_NAME]: 'ProductCard',
      [ATTR_APP_SCREEN_NAME]: 'loanDetail',
      [ATTR_URL_PATH]: '/loanDetail',
    });
    expect(vital.name).toBe(EVENT_BROWSER_WEB_VITAL);
    expect(vital.attributes).toMatchObject({
      [ATTR_BROWSER_WEB_VITAL_NAME]: 'cls',
      [ATTR_BROWSER_WEB_VITAL_VALUE]: 0.0412,
      [ATTR_BROWSER_WEB_VITAL_RATING]: 'good',
    });
    const resource = otlpLogs(RECORDS, SOURCE).resourceLogs[0].resource.attributes;
    expect(Object.fromEntries(resource.map(({ key, value }) => [key, value]))).toEqual({
      [ATTR_SERVICE_NAME]: { stringValue: 'lender-h5' },
      [ATTR_SERVICE_VERSION]: { stringValue: SOURCE.release },
      [ATTR_DEPLOYMENT_ENVIRONMENT]: { stringValue: 'production' },
      [ATTR_DEPLOYMENT_ENVIRONMENT_NAME]: { stringValue: 'production' },
    });
  });
});
