import { css, useTheme, type Theme } from '@emotion/react';
import { cachedStyle } from '../../renderer/cachedStyle';
import type { PreviewEvent } from '../preview/previewServices';
import { Section, labColours, noteCss } from './ui';

const mono = css({ fontFamily: 'ui-monospace, Menlo, monospace', fontSize: 11.5, overflowWrap: 'anywhere', color: labColours.muted });
const listCss = css({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 6 });
/** An entry's edge: a call's outcome (grey while it waits), or the brand colour for a place the page tried to leave for. */
const entryCss = cachedStyle((_theme: Theme, tone: 'line' | 'ok' | 'danger' | 'brand') => css({ borderLeft: `3px solid ${labColours[tone]}`, paddingLeft: 8 }));
const OUTCOME_TONE = { pending: 'line', success: 'ok', failure: 'danger' } as const;

/** The calls the preview made (with their parameters and outcome) and the places it tried to leave for. */
export function RequestLog({ events }: { events: readonly PreviewEvent[] }) {
  const theme = useTheme();
  return (
    <Section title={`Requests (${events.filter((e) => e.kind === 'call').length})`}>
      {events.length === 0 && <p css={noteCss}>No requests yet.</p>}
      <ol aria-label="Requests of the preview" css={listCss}>
        {events.map((event) =>
          event.kind === 'call' ? (
            <li key={event.id} css={entryCss(theme, OUTCOME_TONE[event.outcome])}>
              <strong>{event.endpoint}</strong> <span>{event.outcome === 'pending' ? 'waiting…' : event.outcome === 'success' ? 'success' : `failure${event.code != null ? ` ${event.code}` : ''}${event.message ? `: ${event.message}` : ''}`}</span>
              <div css={mono}>{JSON.stringify(event.params)}</div>
            </li>
          ) : (
            <li key={event.id} css={entryCss(theme, 'brand')}>
              The page would {event.what} <span css={mono}>{event.target}</span>
            </li>
          ),
        )}
      </ol>
    </Section>
  );
}
