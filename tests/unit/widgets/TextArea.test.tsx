import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../../schemas/widgets/TextArea.schema.json';
import { TextAreaWidget } from '../../../widgets/TextArea';
import { renderWidget, widgetContract } from '../../widget-contract';

widgetContract(TextAreaWidget, {
  schema,
  valid: [
    { label: 'Description' },
    {
      label: 'Problem description',
      placeholder: 'Please describe your problem',
      maxLength: 200,
      counter: true,
      rows: 6,
    },
    { label: 'Comments', counter: true, hint: 'Optional', error: 'Please fill in your comments and suggestions' },
    { label: 'Notes', disabled: true, rows: 2 },
  ],
  invalid: [
    { props: {}, why: 'label is required' },
    { props: { label: 'x', maxLength: 0 }, why: 'maxLength below 1' },
    { props: { label: 'x', rows: 1 }, why: 'rows below 2' },
    { props: { label: 'x', counter: 'yes' }, why: 'counter is a boolean' },
    { props: { label: 'x', resize: true }, why: 'unknown property' },
  ],
});

const nearlyFull = 'a'.repeat(199);

describe('TextArea behaviour', () => {
  it('is a multi-line box named by its visible label', async () => {
    const { setValue } = renderWidget(TextAreaWidget, { label: 'Problem description' }, { value: '' });
    const box = screen.getByRole('textbox', { name: 'Problem description' });
    expect(box.tagName).toBe('TEXTAREA');
    await userEvent.type(box, 'Hi{Enter}there');
    expect(setValue).toHaveBeenLastCalledWith('Hi\nthere');
  });

  it('counts characters against maxLength, live', async () => {
    renderWidget(TextAreaWidget, { label: 'Problem description', maxLength: 200, counter: true }, { value: '' });
    expect(screen.getByText('0/200')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Problem description' }), 'Late fee');
    expect(screen.getByText('8/200')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Problem description' })).toHaveAccessibleDescription('8/200');
  });

  it('stops at 200/200: the 201st character is ignored', async () => {
    const { setValue } = renderWidget(
      TextAreaWidget,
      { label: 'Problem description', maxLength: 200, counter: true },
      { value: nearlyFull },
    );
    const box = screen.getByRole('textbox', { name: 'Problem description' });
    await userEvent.type(box, 'bc');
    expect(box).toHaveValue(`${nearlyFull}b`);
    expect(screen.getByText('200/200')).toBeInTheDocument();
    expect(setValue).toHaveBeenCalledExactlyOnceWith(`${nearlyFull}b`);
  });

  it('cuts a paste to the room left', async () => {
    const { setValue } = renderWidget(
      TextAreaWidget,
      { label: 'Problem description', maxLength: 10, counter: true },
      { value: 'abc' },
    );
    const box = screen.getByRole('textbox', { name: 'Problem description' });
    await userEvent.click(box);
    await userEvent.paste('0123456789');
    expect(box).toHaveValue('abc0123456');
    expect(setValue).toHaveBeenLastCalledWith('abc0123456');
    expect(screen.getByText('10/10')).toBeInTheDocument();
  });

  it('shows the count alone when there is no limit, and no count unless asked', () => {
    const { unmount } = renderWidget(TextAreaWidget, { label: 'Notes', counter: true }, { value: 'hello' });
    expect(screen.getByText('5')).toBeInTheDocument();
    unmount();
    renderWidget(TextAreaWidget, { label: 'Notes', maxLength: 200 }, { value: 'hello' });
    expect(screen.queryByText('5/200')).toBeNull();
  });

  it('shows an error and marks the box invalid', () => {
    renderWidget(
      TextAreaWidget,
      { label: 'Comments', error: 'Please fill in your comments and suggestions' },
      { value: '' },
    );
    const box = screen.getByRole('textbox', { name: 'Comments' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please fill in your comments and suggestions');
  });

  it('has the requested height in rows', () => {
    renderWidget(TextAreaWidget, { label: 'Notes', rows: 8 }, { value: '' });
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('rows', '8');
  });
});
