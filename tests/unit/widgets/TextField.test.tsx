import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../../schemas/widgets/TextField.schema.json';
import { TextFieldWidget } from '../../../widgets/TextField';
import { applyTextEdit } from '../../../widgets/form-shared/editText';
import { renderWidget, widgetContract } from '../../widget-contract';

widgetContract(TextFieldWidget, {
  schema,
  valid: [
    { label: 'Full name' },
    {
      label: 'Account number',
      inputMode: 'numeric',
      filter: 'digits',
      maxLength: 16,
      placeholder: 'Enter account number',
      hint: 'Digits only',
    },
    { label: 'E-mail', inputMode: 'email', error: 'Please enter your e-mail' },
    { label: 'Mobile number', inputMode: 'tel', disabled: true },
  ],
  invalid: [
    { props: {}, why: 'label is required' },
    { props: { label: '' }, why: 'an empty label leaves the input without a name' },
    { props: { label: 'x', filter: 'letters' }, why: 'unknown filter' },
    { props: { label: 'x', inputMode: 'number' }, why: 'unknown inputMode' },
    { props: { label: 'x', maxLength: 0 }, why: 'maxLength below 1' },
    { props: { label: 'x', onInput: 'y' }, why: 'unknown property' },
  ],
});

const lastValue = (setValue: { mock: { calls: unknown[][] } }) => setValue.mock.calls.at(-1)?.[0];

describe('TextField behaviour', () => {
  it('is a text input named by its visible label, writing each change as a string', async () => {
    const { setValue } = renderWidget(TextFieldWidget, { label: 'Full name' }, { value: '' });
    const input = screen.getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Ana');
    expect(setValue.mock.calls.map(([v]) => v)).toEqual(['A', 'An', 'Ana']);
    expect(input).toHaveValue('Ana');
  });

  it('shows the bound value, a number included, as text', () => {
    renderWidget(TextFieldWidget, { label: 'Amount' }, { value: 5000 });
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('5000');
  });

  it('with the digits filter drops every letter typed, without writing anything for it', async () => {
    const { setValue } = renderWidget(TextFieldWidget, { label: 'Account number', filter: 'digits' }, { value: '' });
    const input = screen.getByRole('textbox', { name: 'Account number' });
    await userEvent.type(input, '0a1-b2');
    expect(input).toHaveValue('012');
    expect(setValue.mock.calls.map(([v]) => v)).toEqual(['0', '01', '012']);
  });

  it('with the digits filter keeps only the digits of a paste', async () => {
    const { setValue } = renderWidget(TextFieldWidget, { label: 'Account number', filter: 'digits' }, { value: '' });
    const input = screen.getByRole('textbox', { name: 'Account number' });
    await userEvent.click(input);
    await userEvent.paste('Acct: 0012-3456 7');
    expect(input).toHaveValue('001234567');
    expect(lastValue(setValue)).toBe('001234567');
  });

  it('ignores typing past maxLength', async () => {
    const { setValue } = renderWidget(TextFieldWidget, { label: 'Code', maxLength: 4 }, { value: '' });
    const input = screen.getByRole('textbox', { name: 'Code' });
    await userEvent.type(input, '123456');
    expect(input).toHaveValue('1234');
    expect(setValue).toHaveBeenCalledTimes(4);
  });

  it('cuts a paste to the room left under maxLength, counting only the digits kept', async () => {
    const { setValue } = renderWidget(
      TextFieldWidget,
      { label: 'Phone', filter: 'digits', maxLength: 6 },
      { value: '12' },
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.click(input);
    await userEvent.paste('a3b4c5d6e7f8');
    expect(input).toHaveValue('123456');
    expect(lastValue(setValue)).toBe('123456');
  });

  it('shows an error under the input, marks it invalid and describes the input with it', () => {
    renderWidget(
      TextFieldWidget,
      { label: 'E-mail', error: 'Please enter your e-mail', hint: 'We reply here' },
      { value: '' },
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter your e-mail We reply here');
    expect(screen.getByText('Please enter your e-mail')).toBeVisible();
  });

  it('is not marked invalid without an error', () => {
    renderWidget(TextFieldWidget, { label: 'E-mail', hint: 'We reply here' }, { value: '' });
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('We reply here');
  });

  it('puts a lone hint in the field itself, and an error with a hint together in one box, error first', () => {
    const { update } = renderWidget(TextFieldWidget, { label: 'E-mail', hint: 'We reply here' }, { value: '' });
    const label = screen.getByText('E-mail');
    expect(screen.getByText('We reply here').parentElement).toBe(label.parentElement);
    update({ props: { label: 'E-mail', hint: 'We reply here', error: 'Please enter your e-mail' } });
    const box = screen.getByText('We reply here').parentElement!;
    expect(box).not.toBe(label.parentElement);
    expect([...box.children].map((line) => line.textContent)).toEqual(['Please enter your e-mail', 'We reply here']);
  });

  it('asks the phone for the keyboard of its inputMode', () => {
    renderWidget(TextFieldWidget, { label: 'Mobile', inputMode: 'tel' }, { value: '' });
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveAttribute('inputmode', 'tel');
  });

  it('when disabled cannot be typed into', async () => {
    const { setValue } = renderWidget(TextFieldWidget, { label: 'Name', disabled: true }, { value: 'Ana' });
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    expect(setValue).not.toHaveBeenCalled();
  });

  it('still takes typing without a binding', async () => {
    renderWidget(TextFieldWidget, { label: 'Name' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Jo');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Jo');
  });
});

describe('applyTextEdit (the rules every text field shares)', () => {
  it('ignores a character typed in the middle at the limit instead of dropping the tail', () => {
    expect(applyTextEdit('1234', '12934', { maxLength: 4 })).toEqual({ text: '1234', caret: 2 });
  });

  it('drops a letter typed in the middle and keeps the caret there', () => {
    expect(applyTextEdit('1234', '12a34', { digitsOnly: true })).toEqual({ text: '1234', caret: 2 });
  });

  it('replaces a selection with the kept part of a paste', () => {
    expect(applyTextEdit('1299', '12x7y8z6', { digitsOnly: true, maxLength: 5 })).toEqual({ text: '12786', caret: 5 });
  });

  it('never splits an emoji when cutting', () => {
    expect(applyTextEdit('ab', 'ab😀', { maxLength: 3 }).text).toBe('ab');
  });

  it('cuts a value that was already too long', () => {
    expect(applyTextEdit('123456', '1234567', { maxLength: 4 }).text).toBe('1234');
  });
});
