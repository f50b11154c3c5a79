import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../../schemas/widgets/ErrorState.schema.json';
import { ErrorStateWidget } from '../../../widgets/ErrorState';
import { renderWidget, widgetContract } from '../../widget-contract';

widgetContract(ErrorStateWidget, {
  schema,
  valid: [
    {},
    { title: 'Could not load your order', message: 'Check your connection and try again.', retryLabel: 'Try again' },
    { title: 'Network error', image: 'https://cdn.pesonow.ph/offline.png' },
  ],
  invalid: [
    { props: { retryLabel: '' }, why: 'an empty label gives the button no name' },
    { props: { onRetry: 'x' }, why: 'unknown property' },
  ],
});

describe('ErrorState behaviour', () => {
  it('shows a default heading and a Retry button that emits retry', async () => {
    const { emit } = renderWidget(ErrorStateWidget, {});
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(emit).toHaveBeenCalledExactlyOnceWith('retry');
  });

  it('uses the given texts', () => {
    renderWidget(ErrorStateWidget, {
      title: 'Could not load',
      message: 'Check your connection.',
      retryLabel: 'Try again',
    });
    expect(screen.getByRole('heading', { name: 'Could not load' })).toBeInTheDocument();
    expect(screen.getByText('Check your connection.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('while retrying is busy and ignores further taps', () => {
    const { emit } = renderWidget(ErrorStateWidget, {}, { busy: true });
    const button = screen.getByRole('button', { name: 'Retry' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(emit).not.toHaveBeenCalled();
  });

  it('drops an illustration that fails to load', () => {
    const { container } = renderWidget(ErrorStateWidget, { image: 'https://cdn.pesonow.ph/offline.png' });
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
  });
});
