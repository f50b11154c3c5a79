import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../../schemas/widgets/ProductCard.schema.json';
import { ProductCardWidget } from '../../../widgets/ProductCard';
import { renderWidget, widgetContract } from '../../widget-contract';

const product = {
  logo: 'https://cdn.pesonow.ph/logo.png',
  name: 'PesoQuick',
  buttonText: 'Apply',
  amountRange: '₱2,000 - ₱20,000',
  rangeDesc: 'Loan amount',
  rate: 'Interest 0.05%/day',
  description: 'Money in your wallet within 1 day.',
  tags: ['New', 'Fast'],
};

widgetContract(ProductCardWidget, {
  schema,
  valid: [product, { ...product, enabled: false }, { name: 'Minimal', buttonText: 'Apply' }],
  invalid: [
    { props: { name: 'x' }, why: 'buttonText is required' },
    { props: { buttonText: 'Apply' }, why: 'name is required' },
    { props: { ...product, enabled: 1 }, why: 'enabled is a boolean, not the server flag' },
    { props: { ...product, tags: 'New' }, why: 'tags is a list' },
  ],
});

describe('ProductCard behaviour', () => {
  it('shows the product and emits tap from its button', async () => {
    const { emit } = renderWidget(ProductCardWidget, product);
    expect(screen.getByRole('article', { name: 'PesoQuick' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'PesoQuick' })).toBeInTheDocument();
    for (const text of [
      '₱2,000 - ₱20,000',
      'Loan amount',
      'Interest 0.05%/day',
      'Money in your wallet within 1 day.',
      'New',
      'Fast',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(emit).toHaveBeenCalledExactlyOnceWith('tap');
  });

  it('when not enabled has a disabled button and does not emit', async () => {
    const { emit } = renderWidget(ProductCardWidget, { ...product, enabled: false });
    const button = screen.getByRole('button', { name: 'Apply' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(emit).not.toHaveBeenCalled();
  });

  it('treats a bound flag that is not exactly true as disabled (fails closed)', async () => {
    const { emit } = renderWidget(ProductCardWidget, { ...product, enabled: '0' });
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(emit).not.toHaveBeenCalled();
  });

  it('blocks taps while its chain runs', () => {
    const { emit } = renderWidget(ProductCardWidget, product, { busy: true });
    const button = screen.getByRole('button', { name: 'Apply' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(emit).not.toHaveBeenCalled();
  });

  it("shows the name's initial when the logo is missing or broken", () => {
    const { container } = renderWidget(ProductCardWidget, product);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('P')).toBeInTheDocument();
  });
});
