import { ThemeProvider } from '@emotion/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import schema from '../../../schemas/widgets/CaptchaImage.schema.json';
import { EndpointUrlContext, type EndpointUrlBuilder } from '../../../renderer/host';
import type { CaptchaImageProps } from '../../../renderer/public';
import { CaptchaImageWidget } from '../../../widgets/CaptchaImage';
import { testTheme, widgetContract } from '../../widget-contract';

widgetContract(CaptchaImageWidget, {
  schema,
  valid: [
    { endpoint: 'getCaptcha', params: { sid: 'SID000001' }, alt: 'Image code, tap for a new one' },
    { endpoint: 'getCaptcha', params: { sid: '' }, alt: 'Image code', reload: 3, timestampParam: 'ts' },
  ],
  invalid: [
    { props: { params: {}, alt: 'Image code' }, why: 'endpoint is required' },
    { props: { endpoint: 'loanDetails', params: {}, alt: 'Image code' }, why: 'only image endpoints of the catalogue' },
    {
      props: { endpoint: 'getCaptcha', params: {}, alt: 'Image code', src: 'https://evil.example/x.png' },
      why: 'no raw address',
    },
    {
      props: { endpoint: 'getCaptcha', params: { sid: { nested: 1 } }, alt: 'Image code' },
      why: 'params are text or numbers',
    },
    { props: { endpoint: 'getCaptcha', params: {}, alt: '' }, why: 'the button needs a name' },
  ],
});

describe('CaptchaImage behaviour', () => {
  const build = vi.fn<EndpointUrlBuilder>(
    (endpoint, params) => `/api/${endpoint}?${new URLSearchParams(params as Record<string, string>)}`,
  );
  const emit = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_700_000_000_000);
    build.mockClear();
    emit.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  function show(props: CaptchaImageProps, builder: EndpointUrlBuilder | null = build) {
    const ui = (p: CaptchaImageProps) => (
      <EndpointUrlContext.Provider value={builder}>
        <ThemeProvider theme={testTheme}>
          <CaptchaImageWidget.component props={p} emit={emit} busy={false} />
        </ThemeProvider>
      </EndpointUrlContext.Provider>
    );
    const view = render(ui(props));
    return { ...view, update: (next: CaptchaImageProps) => view.rerender(ui(next)) };
  }
  const image = () => document.querySelector('img');
  const base: CaptchaImageProps = {
    endpoint: 'getCaptcha',
    params: { sid: 'SID1' },
    alt: 'Image code, tap for a new one',
  };

  it('loads the endpoint address from the catalogue with its params and a timestamp', () => {
    show(base);
    expect(build).toHaveBeenCalledWith('getCaptcha', { sid: 'SID1', t: '1700000000000' });
    expect(image()).toHaveAttribute('src', '/api/getCaptcha?sid=SID1&t=1700000000000');
    expect(screen.getByRole('button', { name: 'Image code, tap for a new one' })).toBeVisible();
  });

  it('a new reload count loads a new image with a new timestamp; a re-render alone does not', () => {
    const view = show(base);
    vi.setSystemTime(1_700_000_005_000);
    view.update({ ...base });
    expect(image()).toHaveAttribute('src', '/api/getCaptcha?sid=SID1&t=1700000000000');
    view.update({ ...base, reload: 1 });
    expect(image()).toHaveAttribute('src', '/api/getCaptcha?sid=SID1&t=1700000005000');
  });

  it('new params load a new image', () => {
    const view = show(base);
    vi.setSystemTime(1_700_000_009_000);
    view.update({ ...base, params: { sid: 'SID2' } });
    expect(image()).toHaveAttribute('src', '/api/getCaptcha?sid=SID2&t=1700000009000');
  });

  it('requests nothing while a param is empty', () => {
    show({ ...base, params: { sid: '' } });
    expect(build).not.toHaveBeenCalled();
    expect(image()).toBeNull();
    expect(screen.getByRole('button', { name: 'Image code, tap for a new one' })).toBeVisible();
  });

  it('names the timestamp param as told', () => {
    show({ ...base, timestampParam: 'ts' });
    expect(build).toHaveBeenCalledWith('getCaptcha', { sid: 'SID1', ts: '1700000000000' });
  });

  it('a tap emits refresh (the page decides whether to reload)', () => {
    show(base);
    fireEvent.click(screen.getByRole('button', { name: 'Image code, tap for a new one' }));
    expect(emit).toHaveBeenCalledExactlyOnceWith('refresh');
  });

  it('a broken image shows the placeholder, and an address the catalogue refuses shows it too', () => {
    show(base);
    fireEvent.error(image()!);
    expect(image()).toBeNull();
    const refusing = vi.fn<EndpointUrlBuilder>(() => {
      throw new Error('not query-encoded');
    });
    show(base, refusing);
    expect(refusing).toHaveBeenCalled();
  });
});
