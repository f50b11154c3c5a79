// The previewed page in a phone-sized frame. The frame is a containing block for fixed positioning (transform), and
// the page's modals show in place (ModalsInPlace) rather than in the top layer, so its dialogs and toasts stay inside
// the phone instead of covering the lab and making it inert.
import { useMemo, useState } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import type { EnvConfig } from '../../api/env';
import { mirrorQuery } from '../../api/commonParams';
import { cachedStyle } from '../../renderer/public';
import {
  createParsingExprEngine,
  createToaster,
  ModalsInPlace,
  PageView,
  screenProblemReporter,
  storageValidators,
  ToastRegion,
} from '../../renderer/host';
import type { PageDefinition } from '../../schemas/generated/types';
import { widgets } from '../../widgets/registry';
import type { PreviewWidth } from '../state/labState';
import { createTelemetry, type Telemetry } from '../../api/telemetry';
import { nextEventId, previewServices, type PreviewEvent } from './previewServices';

export const PHONE_HEIGHT = 844;

const frameCss = cachedStyle((_theme: Theme, width: PreviewWidth) =>
  css({
    width: width + 24,
    padding: 12,
    borderRadius: 36,
    background: '#10151f',
    boxShadow: '0 16px 40px rgba(16, 24, 40, 0.28)',
    flex: '0 0 auto',
  }),
);
const screenCss = cachedStyle((_theme: Theme, width: PreviewWidth) =>
  css({
    position: 'relative',
    width,
    height: PHONE_HEIGHT,
    overflow: 'auto',
    borderRadius: 26,
    background: '#f3f5f9',
    transform: 'translateZ(0)',
  }),
);
const waitingCss = css({ padding: 24, color: '#5f6b7d' });

export interface PhonePreviewProps {
  page: PageDefinition | null;
  /** Changes whenever the page must start afresh (new text, device, query or scenarios). */
  runKey: string;
  env: EnvConfig;
  device: Record<string, string>;
  query: string;
  width: PreviewWidth;
  record(event: PreviewEvent): void;
}

/** The screen the preview's records name: the page in the editor has no route of its own. */
const PREVIEW_ROUTE = 'labPreview';

function previewTelemetry(record: (event: PreviewEvent) => void): Telemetry {
  const telemetry = createTelemetry();
  telemetry.showScreen({ route: PREVIEW_ROUTE, page: PREVIEW_ROUTE });
  // Subscribed as it is made, so the first load's records (reported before any effect runs) are shown too.
  telemetry.subscribe((sent) => record({ kind: 'telemetry', record: sent, id: nextEventId() }));
  return telemetry;
}

export function PhonePreview(props: PhonePreviewProps) {
  const { env, device, record, runKey } = props;
  // The lab's pages come as text, not compiled at build time: its engine parses them (its own, shared with no screen).
  const [expr] = useState(createParsingExprEngine);
  // A fresh toaster and services per run, so a late toast or call of an earlier run cannot reach this one.
  const toaster = useMemo(() => createToaster(), [runKey]); // eslint-disable-line react-hooks/exhaustive-deps
  // A telemetry sink of its own per run, sending nothing: the lab shows each record beside the requests instead.
  const telemetry = useMemo(() => previewTelemetry(record), [runKey, record]); // eslint-disable-line react-hooks/exhaustive-deps
  const services = useMemo(
    () => previewServices({ env, device, toaster, record, report: telemetry.report }),
    [env, device, toaster, record, telemetry],
  );
  const report = useMemo(() => screenProblemReporter(telemetry.report, PREVIEW_ROUTE, PREVIEW_ROUTE), [telemetry]);
  const query = useMemo(() => mirrorQuery(props.query), [props.query]);
  const theme = useTheme();
  return (
    <div
      // A group, not a landmark: the previewed page brings its own <main>, which must stay top-level.
      role="group"
      aria-label="Preview"
      data-testid="phone-frame"
      css={frameCss(theme, props.width)}
    >
      <div css={screenCss(theme, props.width)}>
        <ModalsInPlace value>
          {props.page ? (
            <PageView
              key={runKey}
              // A lab page may keep typed storage values: every check is here.
              page={{ definition: props.page, storageValidators }}
              route={{ query }}
              host={{ device, env, services, toaster, widgets, expr, report }}
            />
          ) : (
            <p css={waitingCss}>The preview appears once the page definition is valid.</p>
          )}
        </ModalsInPlace>
        <ToastRegion toaster={toaster} />
      </div>
    </div>
  );
}
