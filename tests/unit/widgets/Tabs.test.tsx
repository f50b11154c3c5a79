import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../../schemas/widgets/Tabs.schema.json';
import { TabsWidget } from '../../../widgets/Tabs';
import { renderWidget, widgetContract } from '../../widget-contract';

const cardTypes = [
  { label: 'Bank card', value: 1 },
  { label: 'E-wallet', value: 2 },
  { label: 'Cash pickup', value: 3 },
];

widgetContract(TabsWidget, {
  schema,
  valid: [
    { tabs: cardTypes },
    { tabs: cardTypes, label: 'Card type', stretch: true },
    { tabs: [{ name: 'Pending' }, { name: 'Processed' }], labelKey: 'name', valueKey: '$index' },
    { tabs: [] },
  ],
  invalid: [
    { props: {}, why: 'tabs are required' },
    { props: { tabs: ['Bank card'] }, why: 'each tab is an object' },
    { props: { tabs: cardTypes, labelKey: '' }, why: 'an empty key reads nothing' },
    { props: { tabs: cardTypes, stretch: 'yes' }, why: 'stretch is a boolean' },
    { props: { tabs: cardTypes, panels: [] }, why: 'unknown property (panels are other nodes)' },
  ],
});

const selectedTab = () => screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true');

describe('Tabs behaviour', () => {
  it('is a named tablist whose tab matching the bound value is selected ("2" matches 2)', () => {
    renderWidget(TabsWidget, { tabs: cardTypes, label: 'Card type' }, { value: '2' });
    expect(screen.getByRole('tablist', { name: 'Card type' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(selectedTab()).toEqual([screen.getByRole('tab', { name: 'E-wallet' })]);
  });

  it('tapping a tab writes its value and selects it', async () => {
    const { setValue } = renderWidget(TabsWidget, { tabs: cardTypes }, { value: 1 });
    await userEvent.click(screen.getByRole('tab', { name: 'Cash pickup' }));
    expect(setValue).toHaveBeenCalledExactlyOnceWith(3);
    expect(selectedTab()).toEqual([screen.getByRole('tab', { name: 'Cash pickup' })]);
  });

  it('tapping the selected tab writes nothing', async () => {
    const { setValue } = renderWidget(TabsWidget, { tabs: cardTypes }, { value: 1 });
    await userEvent.click(screen.getByRole('tab', { name: 'Bank card' }));
    expect(setValue).not.toHaveBeenCalled();
  });

  it('arrow keys move focus and selection, wrapping at the ends; Home and End jump', async () => {
    const { setValue } = renderWidget(TabsWidget, { tabs: cardTypes }, { value: 1 });
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Bank card' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'E-wallet' })).toHaveFocus();
    expect(setValue).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Cash pickup' })).toHaveFocus();
    expect(setValue).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{Home}');
    expect(setValue).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{End}');
    expect(setValue).toHaveBeenLastCalledWith(3);
    expect(selectedTab()).toEqual([screen.getByRole('tab', { name: 'Cash pickup' })]);
  });

  it('puts only the selected tab in the Tab order', () => {
    renderWidget(TabsWidget, { tabs: cardTypes }, { value: 2 });
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('with nothing selected, no tab claims to be and the first takes focus', () => {
    renderWidget(TabsWidget, { tabs: cardTypes }, { value: undefined });
    expect(selectedTab()).toEqual([]);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('with valueKey "$index" uses each tab\'s position as its value', async () => {
    const { setValue } = renderWidget(
      TabsWidget,
      { tabs: [{ name: 'Pending' }, { name: 'Processed' }], labelKey: 'name', valueKey: '$index' },
      { value: 0 },
    );
    expect(selectedTab()).toEqual([screen.getByRole('tab', { name: 'Pending' })]);
    await userEvent.click(screen.getByRole('tab', { name: 'Processed' }));
    expect(setValue).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('renders nothing without tabs (a server list not loaded yet)', () => {
    const { container } = renderWidget(TabsWidget, { tabs: undefined }, { value: 0 });
    expect(container).toBeEmptyDOMElement();
  });
});
