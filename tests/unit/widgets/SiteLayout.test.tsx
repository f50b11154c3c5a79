import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../../schemas/widgets/SiteLayout.schema.json';
import { SiteLayoutWidget } from '../../../widgets/SiteLayout';
import { renderWidget, widgetContract } from '../../widget-contract';

const items = [
  { label: 'Home', value: 'home' },
  { label: 'About Us', value: 'about' },
  { label: 'Contact us', value: 'contact' },
];

widgetContract(SiteLayoutWidget, {
  schema,
  valid: [
    { brand: 'PesoNow', items },
    {
      brand: 'PesoNow',
      items,
      navLabel: 'Site',
      menuLabel: 'Sections',
      footer: ['SEC Registration No. CS201912345', 'Makati City'],
    },
    { brand: 'PesoNow', items, frame: 'none' },
    { brand: 'PesoNow', items, current: 'about' },
  ],
  invalid: [
    { props: { items }, why: 'brand is required' },
    { props: { brand: 'PesoNow', items: [] }, why: 'a navigation needs items' },
    {
      props: { brand: 'PesoNow', items: [{ label: 'Home' }] },
      why: 'an item needs a value',
    },
    {
      props: {
        brand: 'PesoNow',
        items: [{ label: 'Home', value: 'home', href: 'javascript:alert(1)' }],
      },
      why: 'items carry no links',
    },
    { props: { brand: 'PesoNow', items, frame: 'app' }, why: 'unknown frame' },
    { props: { brand: 'PesoNow', items, current: 1 }, why: 'current names an item by its value, a string' },
  ],
});

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const menu = () => screen.getByRole('button', { name: /Menu/ });

describe('SiteLayout behaviour', () => {
  it('shows the brand in the header and footer, the footer lines and the content', () => {
    renderWidget(
      SiteLayoutWidget,
      { brand: 'PesoNow', items, footer: ['Makati City'] },
      { children: <p>Section content</p> },
    );
    expect(screen.getAllByText('PesoNow')).toHaveLength(2);
    expect(within(document.querySelector('footer') as HTMLElement).getByText('Makati City')).toBeInTheDocument();
    expect(screen.getByText('Section content')).toBeInTheDocument();
  });

  it('marks the item matching the bound value as the current page', async () => {
    renderWidget(SiteLayoutWidget, { brand: 'PesoNow', items }, { value: 'about' });
    await userEvent.click(menu());
    expect(within(nav()).getByRole('button', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('button', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('on a phone the items are behind the Menu button, which says whether it is open', async () => {
    renderWidget(SiteLayoutWidget, { brand: 'PesoNow', items });
    expect(menu()).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryAllByRole('button')).toHaveLength(0);
    expect(menu()).toHaveAttribute('aria-controls', nav().id);
    await userEvent.click(menu());
    expect(menu()).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(nav())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Home', 'About Us', 'Contact us']);
  });

  it('choosing an item sets the binding to its value and closes the menu', async () => {
    const view = renderWidget(SiteLayoutWidget, { brand: 'PesoNow', items }, { value: 'home' });
    await userEvent.click(menu());
    await userEvent.click(within(nav()).getByRole('button', { name: 'Contact us' }));
    expect(view.setValue).toHaveBeenCalledWith('contact');
    expect(menu()).toHaveAttribute('aria-expanded', 'false');
  });

  it('choosing an item emits choose with the item, so a page per item can open its page', async () => {
    const view = renderWidget(SiteLayoutWidget, { brand: 'PesoNow', items }, { value: 'home' });
    await userEvent.click(menu());
    await userEvent.click(within(nav()).getByRole('button', { name: 'About Us' }));
    expect(view.emit).toHaveBeenCalledWith('choose', { label: 'About Us', value: 'about' });
  });

  it('choosing the current item changes nothing and emits nothing', async () => {
    const view = renderWidget(SiteLayoutWidget, { brand: 'PesoNow', items }, { value: 'home' });
    await userEvent.click(menu());
    await userEvent.click(within(nav()).getByRole('button', { name: 'Home' }));
    expect(view.setValue).not.toHaveBeenCalled();
    expect(view.emit).not.toHaveBeenCalled();
  });

  describe('without a binding (one page per item)', () => {
    it('current marks its item as the current page, and stays while the chosen page opens', async () => {
      const view = renderWidget(SiteLayoutWidget, { brand: 'PesoNow', items, current: 'about' });
      await userEvent.click(menu());
      expect(within(nav()).getByRole('button', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
      await userEvent.click(within(nav()).getByRole('button', { name: 'Contact us' }));
      expect(view.emit).toHaveBeenCalledWith('choose', { label: 'Contact us', value: 'contact' });
      expect(menu()).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(menu());
      expect(within(nav()).getByRole('button', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    });

    it("choosing the page's own item emits nothing", async () => {
      const view = renderWidget(SiteLayoutWidget, { brand: 'PesoNow', items, current: 'about' });
      await userEvent.click(menu());
      await userEvent.click(within(nav()).getByRole('button', { name: 'About Us' }));
      expect(view.emit).not.toHaveBeenCalled();
    });

    it('without current no item is the current page', async () => {
      renderWidget(SiteLayoutWidget, { brand: 'PesoNow', items });
      await userEvent.click(menu());
      expect(within(nav()).queryByRole('button', { current: 'page' })).toBeNull();
    });
  });

  it('a binding wins over current', async () => {
    renderWidget(SiteLayoutWidget, { brand: 'PesoNow', items, current: 'about' }, { value: 'contact' });
    await userEvent.click(menu());
    expect(within(nav()).getByRole('button', { name: 'Contact us' })).toHaveAttribute('aria-current', 'page');
  });

  it('frame none shows the content alone: no header, navigation or footer', () => {
    renderWidget(SiteLayoutWidget, { brand: 'PesoNow', items, frame: 'none' }, { children: <p>Terms</p> });
    expect(screen.getByText('Terms')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByText('PesoNow')).toBeNull();
    expect(document.querySelector('footer')).toBeNull();
  });

  it('shows a brand with markup literally', () => {
    const { container } = renderWidget(SiteLayoutWidget, {
      brand: '<img src=x onerror=alert(1)>',
      items,
    });
    expect(screen.getAllByText('<img src=x onerror=alert(1)>').length).toBeGreaterThan(0);
    expect(container.querySelector('img')).toBeNull();
  });
});
