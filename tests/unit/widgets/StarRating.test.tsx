import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../../schemas/widgets/StarRating.schema.json';
import { StarRatingWidget } from '../../../widgets/StarRating';
import { renderWidget, widgetContract } from '../../widget-contract';

widgetContract(StarRatingWidget, {
  schema,
  valid: [
    { label: 'Rate our service' },
    { label: 'Rate the app', max: 10, size: 24 },
    { label: 'Score', max: 1, size: 64 },
  ],
  invalid: [
    { props: {}, why: 'label is required' },
    { props: { label: 'x', max: 0 }, why: 'max below 1' },
    { props: { label: 'x', max: 11 }, why: 'max above 10' },
    { props: { label: 'x', size: 8 }, why: 'size below 16' },
  ],
});

describe('StarRating behaviour', () => {
  it('is a radio group named by its label with radios named "1 star" to "5 stars"', () => {
    renderWidget(StarRatingWidget, { label: 'Rate our service' }, { value: 0 });
    const group = screen.getByRole('radiogroup', { name: 'Rate our service' });
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) {
      expect(group).toContainElement(screen.getByRole('radio', { name }));
    }
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
  });

  it('choosing "4 stars" calls setValue(4) and checks it', async () => {
    const { setValue } = renderWidget(StarRatingWidget, { label: 'Rate' }, { value: 0 });
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(setValue).toHaveBeenCalledExactlyOnceWith(4);
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('shows the bound value as the checked star', () => {
    renderWidget(StarRatingWidget, { label: 'Rate' }, { value: 3 });
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  it('has as many stars as max', () => {
    renderWidget(StarRatingWidget, { label: 'Rate', max: 3 }, { value: 0 });
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('can be chosen from the keyboard', async () => {
    const { setValue } = renderWidget(StarRatingWidget, { label: 'Rate' }, { value: 0 });
    screen.getByRole('radio', { name: '2 stars' }).focus();
    await userEvent.keyboard(' ');
    expect(setValue).toHaveBeenCalledWith(2);
  });

  it('still responds without a binding', async () => {
    renderWidget(StarRatingWidget, { label: 'Rate' });
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
  });
});
