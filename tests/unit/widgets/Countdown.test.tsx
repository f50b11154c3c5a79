import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import schema from '../../../schemas/widgets/Countdown.schema.json';
import { CountdownWidget } from '../../../widgets/Countdown';
import { renderWidget, widgetContract } from '../../widget-contract';

widgetContract(CountdownWidget, {
  schema,
  valid: [
    { label: 'Get code' },
    { label: 'Resend code', countingLabel: 'Resend in {seconds}s', variant: 'secondary', fullWidth: true },
    { label: '获取验证码', countingLabel: '{seconds}s', variant: 'text' },
    { label: 'Get code', disabled: true },
  ],
  invalid: [
    { props: {}, why: 'label is required' },
    { props: { label: '' }, why: 'an empty label gives the button no name' },
    { props: { label: 'Get code', seconds: 60 }, why: 'the seconds are the bound value, not a prop' },
    { props: { label: 'Get code', variant: 'danger' }, why: 'unknown variant' },
  ],
});

describe('Countdown behaviour', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const button = () => screen.getByRole('button');
  // One second at a time: each tick re-renders and schedules the next, as a browser would between frames.
  const advance = (ms: number) => {
    for (let left = ms; left > 0; left -= 1000) act(() => vi.advanceTimersByTime(Math.min(1000, left)));
  };

  it('idle: shows its label and a tap emits tap', () => {
    const view = renderWidget(CountdownWidget, { label: 'Get code' }, { value: 0 });
    expect(button()).toHaveAccessibleName('Get code');
    expect(button()).not.toHaveAttribute('aria-disabled');
    fireEvent.click(button());
    expect(view.emit).toHaveBeenCalledExactlyOnceWith('tap');
  });

  it('counts the bound seconds down once a second, showing the seconds left, and writes each second back', () => {
    const view = renderWidget(
      CountdownWidget,
      { label: 'Get code', countingLabel: 'Resend in {seconds}s' },
      { value: 60 },
    );
    expect(button()).toHaveAccessibleName('Resend in 60s');
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    advance(999);
    expect(button()).toHaveAccessibleName('Resend in 60s');
    advance(1);
    expect(button()).toHaveAccessibleName('Resend in 59s');
    expect(view.setValue).toHaveBeenLastCalledWith(59);
    advance(58_000);
    expect(button()).toHaveAccessibleName('Resend in 1s');
    advance(1_000);
    expect(button()).toHaveAccessibleName('Get code');
    expect(button()).not.toHaveAttribute('aria-disabled');
    expect(view.setValue).toHaveBeenLastCalledWith(0);
  });

  it('a tap while counting emits blocked, not tap', () => {
    const view = renderWidget(CountdownWidget, { label: 'Get code' }, { value: 60 });
    advance(5_000);
    fireEvent.click(button());
    expect(view.emit).toHaveBeenCalledExactlyOnceWith('blocked');
    advance(55_000);
    fireEvent.click(button());
    expect(view.emit).toHaveBeenLastCalledWith('tap');
  });

  it('ends on time when the timers were held back (a throttled background tab)', () => {
    renderWidget(CountdownWidget, { label: 'Get code' }, { value: 60 });
    // The clock moves 45 s while no timer runs, then the pending timer fires late.
    act(() => vi.setSystemTime(Date.now() + 45_000));
    advance(1_000);
    expect(button()).toHaveAccessibleName('14s');
  });

  it('disabled: no tap and no blocked event', () => {
    const view = renderWidget(CountdownWidget, { label: 'Get code', disabled: true }, { value: 0 });
    expect(button()).toBeDisabled();
    fireEvent.click(button());
    expect(view.emit).not.toHaveBeenCalled();
  });

  it('while its chain runs it is busy and ignores taps', () => {
    const view = renderWidget(CountdownWidget, { label: 'Get code' }, { value: 0, busy: true });
    expect(button()).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button());
    expect(view.emit).not.toHaveBeenCalled();
  });

  it('a bound value that is not a positive number means idle', () => {
    renderWidget(CountdownWidget, { label: 'Get code' }, { value: 'soon' });
    expect(button()).toHaveAccessibleName('Get code');
  });
});
