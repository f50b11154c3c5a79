import { css } from '@emotion/react';
import type { PreviewEvent } from '../preview/previewServices';
import { Section, labColours, noteCss } from './ui';

const mono = css({ fontFamily: 'ui-monospace, Menlo, monospace', fontSize: 11.5, overflowWrap: 'anywhere', color: labColours.muted });
const listCss = css({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 6 });
/** An entry's edge: a call's outcome (grey while it waits), or the brand colour for a place the page tried to leave for. */
const entryCss = {
  pending: css({ borderLeft: `3px solid ${labColours.line}`, paddingLeft: 8 }),
  success: css({ borderLeft: `3px solid ${labColours.ok}`, paddingLeft: 8 }),
  failure: css({ borderLeft: `3px solid ${labColours.danger}`, paddingLeft: 8 }),
  leave: css({ borderLeft: `3px solid ${labColours.brand}`, paddingLeft: 8 }),
};

/** The calls the preview made (with their parameters and outcome) and the places it tried to leave for. */
export function RequestLog({ events }: { events: readonly PreviewEvent[] }) {
  return (
    <Section title={`Requests (${events.filter((e) => e.kind === 'call').length})`}>
      {events.length === 0 && <p css={noteCss}>No requests yet.</p>}
      <ol aria-label="Requests of the preview" css={listCss}>
        {events.map((event) =>
          event.kind === 'call' ? (
            <li key={event.id} css={entryCss[event.outcome]}>
              <strong>{event.endpoint}</strong> <span>{event.outcome === 'pending' ? 'waiting…' : event.outcome === 'success' ? 'success' : `failure${event.code != null ? ` ${event.code}` : ''}${event.message ? `: ${event.message}` : ''}`}</span>
              <div css={mono}>{JSON.stringify(event.params)}</div>
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
