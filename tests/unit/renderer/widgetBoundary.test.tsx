// One widget that fails to render must not blank the screen: it alone is left out, the problem is reported, and the
// rest of the page keeps working (renderer/views/WidgetBoundary.tsx, around every node).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineWidget, type WidgetRenderProps } from '../../../renderer/public';
import type { PageDefinition } from '../../../schemas/generated/types';
import { fakeServices } from '../../support/fakeServices';
import { pageElement } from '../../support/pageElement';
import { GroupWidget as Group } from '../../../widgets/Group';

const Line = defineWidget('Line', ({ props, emit }: WidgetRenderProps<{ text: string }>) => (
  <button onClick={() => emit('tap')}>{props.text}</button>
));
const Fragile = defineWidget('Fragile', ({ props }: WidgetRenderProps<{ text: string }>) => {
  if (props.text === 'boom') throw new Error(`cannot draw ${props.text}`);
  return <p>{props.text}</p>;
});

const show = (page: PageDefinition, report: (problem: string) => void) =>
  render(pageElement(page, { Line, Fragile, Group }, fakeServices().services, report));

const page = (state: Record<string, unknown>, children: unknown[]) =>
  ({ title: 'Page', state, regions: [{ name: 'main', children }] }) as unknown as PageDefinition;

beforeEach(() => {
  // React logs each error a boundary catches; the test asserts on the report instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('a widget that fails to render', () => {
  it('is left out alone and reported; the widgets around it still show', async () => {
    const report = vi.fn();
    show(
      page({}, [
        { type: 'Line', props: { text: 'Before' } },
        { type: 'Fragile', props: { text: 'boom' } },
        { type: 'Line', props: { text: 'After' } },
      ]),
      report,
    );
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Before' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'After' })).toBeTruthy();
    // The error goes along, for its stack (the telemetry keeps its code positions).
    expect(report).toHaveBeenCalledWith(
      expect.stringContaining('widget Fragile failed to render: Error: cannot draw boom'),
      expect.objectContaining({ message: 'cannot draw boom', stack: expect.stringContaining('cannot draw boom') }),
    );
  });

  it("in a list, takes out only its own item's widget", async () => {
    const report = vi.fn();
    show(
      page({ rows: ['one', 'boom', 'three'] }, [
        { type: 'Group', each: '{{ state.rows }}', children: [{ type: 'Fragile', props: { text: '{{ item }}' } }] },
      ]),
      report,
    );
    await act(async () => {});
    expect(screen.getAllByRole('paragraph').map((row) => row.textContent)).toEqual(['one', 'three']);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('that breaks on a later change leaves the rest of the page working', async () => {
    const report = vi.fn();
    show(
      page({ text: 'fine', taps: 0 }, [
        { type: 'Fragile', props: { text: '{{ state.text }}' } },
        {
          type: 'Line',
          props: { text: 'Break it' },
          on: { tap: [{ do: 'set', path: '{{ state.text }}', value: 'boom' }] },
        },
        {
          type: 'Line',
          props: { text: 'Taps: {{ state.taps }}' },
          on: { tap: [{ do: 'set', path: '{{ state.taps }}', value: '{{ state.taps + 1 }}' }] },
        },
      ]),
      report,
    );
    await act(async () => {});
    expect(screen.getByText('fine')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Break it' })));
    expect(screen.queryByText('fine')).toBeNull();
    expect(report).toHaveBeenCalledWith(expect.stringContaining('widget Fragile failed to render'), expect.any(Error));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Taps: 0' })));
    expect(screen.getByRole('button', { name: 'Taps: 1' })).toBeTruthy();
  });
});
