import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../../schemas/widgets/ActionRow.schema.json';
import { ActionRowWidget } from '../../../widgets/ActionRow';
import { renderWidget, widgetContract } from '../../widget-contract';

widgetContract(ActionRowWidget, {
  schema,
  valid: [
    { icon: 'phone', label: 'Telephone', value: '+63 2 8123 4567' },
    { icon: 'mail', label: 'E-mail', value: 'help@pesonow.ph', chevron: false },
    { icon: 'chat', label: 'Complaints' },
    { icon: 'info', label: 'About us' },
  ],
  invalid: [
    { props: {}, why: 'label is required' },
    { props: { label: '' }, why: 'an empty label gives the row no name' },
    { props: { label: 'x', icon: 'star' }, why: 'unknown icon' },
  ],
});

describe('ActionRow behaviour', () => {
  it('is a button named by its visible label and value, and emits tap', async () => {
    const { emit } = renderWidget(ActionRowWidget, { icon: 'phone', label: 'Telephone', value: '+63 2 8123 4567' });
    await userEvent.click(screen.getByRole('button', { name: 'Telephone +63 2 8123 4567' }));
    expect(emit).toHaveBeenCalledExactlyOnceWith('tap');
  });

  it('is named by its label alone when it has no value', () => {
    renderWidget(ActionRowWidget, { label: 'About us' });
    expect(screen.getByRole('button', { name: 'About us' })).toHaveAttribute('type', 'button');
  });

  it('ignores taps while its chain runs', () => {
    const { emit } = renderWidget(ActionRowWidget, { label: 'E-mail', value: 'help@pesonow.ph' }, { busy: true });
    const row = screen.getByRole('button', { name: 'E-mail help@pesonow.ph' });
    expect(row).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(row);
    expect(emit).not.toHaveBeenCalled();
  });
});
