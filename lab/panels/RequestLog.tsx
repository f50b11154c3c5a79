import { css } from '@emotion/react';
import type { SentRecord } from '../../api/telemetry-records';
import type { PreviewEvent } from '../preview/previewServices';
import { Section, labColours, noteCss } from './ui';

const mono = css({
  fontFamily: 'ui-monospace, Menlo, monospace',
  fontSize: 11.5,
  overflowWrap: 'anywhere',
  color: labColours.muted,
});
const listCss = css({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 6 });
/**
 * An entry's edge: a call's outcome (grey while it waits), the brand colour for a place the page tried to leave for,
 * dashed for a telemetry record (what the app would report to the lender, not a request of the page).
 */
const entryCss = {
  pending: css({ borderLeft: `3px solid ${labColours.line}`, paddingLeft: 8 }),
  success: css({ borderLeft: `3px solid ${labColours.ok}`, paddingLeft: 8 }),
  failure: css({ borderLeft: `3px solid ${labColours.danger}`, paddingLeft: 8 }),
  leave: css({ borderLeft: `3px solid ${labColours.brand}`, paddingLeft: 8 }),
  telemetry: css({ borderLeft: `3px dashed ${labColours.muted}`, paddingLeft: 8 }),
};

/** One telemetry record in a line: what kind, and its fields as they would be sent. */
function describeRecord(record: SentRecord): { title: string; detail: string } {
  switch (record.type) {
    case 'drift':
      return {
        title: `drift ${record.endpoint}`,
        detail: `${record.pointer}: expected ${record.expected}, found ${record.found} (${record.action})`,
      };
    case 'error':
      return { title: `error (${record.kind})`, detail: record.message };
    case 'vital':
      return { title: `vital ${record.name}`, detail: `${record.value} (${record.rating})` };
  }
}

function TelemetryEntry({ record }: { record: SentRecord }) {
  const { title, detail } = describeRecord(record);
  return (
    <>
      <strong>Telemetry: {title}</strong>
      <div css={mono}>{detail}</div>
    </>
  );
}

/** The calls the preview made (with their parameters and outcome), the places it tried to leave for and what it would report. */
export function RequestLog({ events }: { events: readonly PreviewEvent[] }) {
  const reported = events.filter((e) => e.kind === 'telemetry').length;
  return (
    <Section
      title={`Requests (${events.filter((e) => e.kind === 'call').length})${reported ? ` and telemetry (${reported})` : ''}`}
    >
      {events.length === 0 && <p css={noteCss}>No requests yet.</p>}
      <ol aria-label="Requests of the preview" css={listCss}>
        {events.map((event) =>
          event.kind === 'call' ? (
            <li key={event.id} css={entryCss[event.outcome]}>
              <strong>{event.endpoint}</strong>{' '}
              <span>
                {event.outcome === 'pending'
                  ? 'waiting…'
                  : event.outcome === 'success'
                    ? 'success'
                    : `failure${event.code != null ? ` ${event.code}` : ''}${event.message ? `: ${event.message}` : ''}`}
              </span>
              <div css={mono}>{JSON.stringify(event.params)}</div>
            </li>
          ) : event.kind === 'telemetry' ? (
            <li key={event.id} css={entryCss.telemetry}>
              <TelemetryEntry record={event.record} />
            </li>
          ) : (
            <li key={event.id} css={entryCss.leave}>
              The page would {event.what} <span css={mono}>{event.target}</span>
            </li>
          ),
        )}
      </ol>
    </Section>
  );
}
