// A keystroke re-renders the field typed into, not the whole form: each node subscribes to what it reads.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineWidget, type WidgetRenderProps } from '../../../renderer/public';
import type { PageDefinition } from '../../../schemas/generated/types';
import { pageElement } from '../../support/pageElement';

const renders: Record<string, number> = {};

const Field = defineWidget('Field', function Field({ props, value, setValue }: WidgetRenderProps<{ label: string }>) {
  renders[props.label] = (renders[props.label] ?? 0) + 1;
  return (
    <label>
      {props.label}
      <input value={String(value ?? '')} onChange={(e) => setValue?.(e.target.value)} />
    </label>
  );
});

const page = {
  title: 'Form',
  state: { values: { a: '', b: '' } },
  regions: [
    {
      name: 'form',
      children: [
        { type: 'Field', bind: '{{ state.values.a }}', props: { label: 'First' } },
        { type: 'Field', bind: '{{ state.values.b }}', props: { label: 'Second' } },
        { type: 'Field', props: { label: 'Echo {{ state.values.a }}' } },
      ],
    },
  ],
} as unknown as PageDefinition;

describe('render isolation', () => {
  it('typing in one field re-renders that field and what reads its value, nothing else', async () => {
    render(pageElement(page, { Field }));
    await act(async () => {});
    for (const key of Object.keys(renders)) delete renders[key];
    fireEvent.change(screen.getByLabelText('First'), { target: { value: 'x' } });
    expect(renders.First).toBe(1);
    expect(renders.Second).toBeUndefined();
    expect(renders['Echo x']).toBe(1);
    expect((screen.getByLabelText('First') as HTMLInputElement).value).toBe('x');
  });
});
