import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../../schemas/widgets/ListItem.schema.json';
import { ListItemWidget } from '../../../widgets/ListItem';
import { renderWidget, widgetContract } from '../../widget-contract';

const complaint = {
  title: 'Collection',
  meta: '2025-05-12 10:30',
  body: 'The collector called me before the due date and again late at night, twice in the same week.',
  chevron: true,
};

widgetContract(ListItemWidget, {
  schema,
  valid: [
    complaint,
    { title: 'PesoQuick', subtitle: 'Order 20250512001', image: 'https://cdn.pesonow.ph/logo.png', selected: true },
    { title: 'Read only row', subtitle: 'Not tappable', tappable: false },
  ],
  invalid: [
    { props: {}, why: 'title is required' },
    { props: { title: 'x', chevron: 'yes' }, why: 'chevron is a boolean' },
    { props: { title: 'x', onTap: 'y' }, why: 'unknown property' },
  ],
});

describe('ListItem behaviour', () => {
  it('is a button named by its visible text that emits tap', async () => {
    const { emit } = renderWidget(ListItemWidget, complaint);
    const row = screen.getByRole('button', { name: /^Collection 2025-05-12 10:30 The collector called me/ });
    expect(row).toHaveAttribute('type', 'button');
    await userEvent.click(row);
    expect(emit).toHaveBeenCalledExactlyOnceWith('tap');
  });

  it('shows title, subtitle, meta and body', () => {
    renderWidget(ListItemWidget, { ...complaint, subtitle: 'Loan app' });
    for (const text of ['Collection', 'Loan app', '2025-05-12 10:30', complaint.body])
      expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('when not tappable is a plain row with no button and no tap', () => {
    const { emit, container } = renderWidget(ListItemWidget, { title: 'Read only', tappable: false });
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByText('Read only'));
    expect(emit).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('Read only');
  });

  it('marks the selected row as current', () => {
    renderWidget(ListItemWidget, { title: 'PesoQuick', selected: true });
    expect(screen.getByRole('button', { name: 'PesoQuick' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows a decorative leading image that drops out when broken', () => {
    const { container } = renderWidget(ListItemWidget, {
      title: 'PesoQuick',
      image: 'https://cdn.pesonow.ph/logo.png',
    });
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('alt', '');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'PesoQuick' })).toBeInTheDocument();
  });

  it('reports busy while its chain runs', () => {
    renderWidget(ListItemWidget, { title: 'PesoQuick' }, { busy: true });
    expect(screen.getByRole('button', { name: 'PesoQuick' })).toHaveAttribute('aria-busy', 'true');
  });
});
