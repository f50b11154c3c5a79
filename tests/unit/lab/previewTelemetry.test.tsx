// The page lab shows, beside the preview's requests, the telemetry records the page would send: a widget that fails
// to render, an action the renderer refuses, each as the lender would receive it (scrubbed).
import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { useCallback, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PhonePreview } from '../../../lab/preview/PhonePreview';
import { RequestLog } from '../../../lab/panels/RequestLog';
import type { PreviewEvent } from '../../../lab/preview/previewServices';
import { themeFromEnv } from '../../../renderer/host';
import type { PageDefinition } from '../../../schemas/generated/types';
import { testEnv, setUpSandbox } from '../../support/renderRoute';

setUpSandbox();

const page = {
  title: 'Broken on purpose',
  regions: [
    {
      name: 'main',
      children: [
        { type: 'Text', props: { text: 'Still here' } },
        { type: 'Sparkline', props: {} },
        { type: 'Button', props: { label: 'Go' }, on: { tap: [{ do: 'navigate', route: 'noSuchRoute' }] } },
      ],
    },
  ],
} as unknown as PageDefinition;

function Lab() {
  const [events, setEvents] = useState<PreviewEvent[]>([]);
  const record = useCallback(
    (event: PreviewEvent) => setEvents((list) => [...list.filter((e) => e.id !== event.id), event]),
    [],
  );
  return (
    <ThemeProvider theme={themeFromEnv(testEnv.theme)}>
      <PhonePreview page={page} runKey="1" env={testEnv} device={{}} query="" width={390} record={record} />
      <RequestLog events={events} />
    </ThemeProvider>
  );
}

describe('telemetry in the page lab', () => {
  it("lists the preview's broken widget and refused action in the request log, as they would be sent", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Lab />);
    expect(await screen.findByText('Still here')).toBeInTheDocument();
    const log = screen.getByRole('list', { name: 'Requests of the preview' });
    expect(await within(log).findByText('Telemetry: error (widget)')).toBeInTheDocument();
    expect(log).toHaveTextContent('unknown widget type "Sparkline"');
    screen.getByRole('button', { name: 'Go' }).click();
    expect(await within(log).findByText('Telemetry: error (renderer)')).toBeInTheDocument();
    expect(log).toHaveTextContent('navigate: unknown route "noSuchRoute"');
    expect(document.body).toHaveTextContent('Requests (0) and telemetry (2)');
  });
});
