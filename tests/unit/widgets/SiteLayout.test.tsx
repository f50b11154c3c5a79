import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import userEvent from '@testing-library/user-event';
import schema from '../../../schemas/widgets/SiteLayout.schema.json';
import { SiteLayoutWidget } from '../../../widgets/SiteLayout';
import { renderWidget, testTheme, widgetContract } from '../../widget-contract';
import { PageLinksContext, type PageLinks } from '../../../renderer/host';
import type { SiteLayoutProps } from '../../../schemas/generated/types';

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
    { brand: 'PesoNow', items: [{ label: 'About Us', value: 'siteAbout', route: 'siteAbout' }], current: 'siteAbout' },
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

describe('SiteLayout items that name a route', () => {
  const PATHS: Record<string, string> = { home: '/', siteAbout: '/About', siteContact: '/Contact' };
  const links: PageLinks = { loadable: () => null, open: async () => {}, routePath: (route) => PATHS[route] ?? null };
  const routed: SiteLayoutProps['items'] = [
    { label: 'Home', value: 'home', route: 'home' },
    { label: 'About Us', value: 'siteAbout', route: 'siteAbout' },
    { label: 'Blog', value: 'blog', route: 'blog' },
  ];
  // On a phone the items are behind the Menu button: opened first.
  async function renderSite(emit = vi.fn()) {
    const Component = SiteLayoutWidget.component;
    render(
      <ThemeProvider theme={testTheme}>
        <PageLinksContext.Provider value={links}>
          <Component props={{ brand: 'PesoNow', items: routed, current: 'home' }} emit={emit} busy={false} />
        </PageLinksContext.Provider>
      </ThemeProvider>,
    );
    await userEvent.click(menu());
    return emit;
  }

  it("are links to their route's page, which a browser without JavaScript and a crawler can follow", async () => {
    await renderSite();
    expect(within(nav()).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/About');
    expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    // A route the app does not have leaves the item a button: no link to an address that does not exist.
    expect(within(nav()).queryByRole('link', { name: 'Blog' })).toBeNull();
  });

  it('a plain tap stays in the app: choose is emitted and the browser does not load the address', async () => {
    const emit = await renderSite();
    const link = within(nav()).getByRole('link', { name: 'About Us' });
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(emit).toHaveBeenCalledWith('choose', { label: 'About Us', value: 'siteAbout' });
  });

  it('a click asking for a new tab is left to the browser and chooses nothing here', async () => {
    const emit = await renderSite();
    const link = within(nav()).getByRole('link', { name: 'About Us' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true); // not prevented: the browser opens the tab
    expect(emit).not.toHaveBeenCalled();
  });

  it('shown on its own, with no page to resolve routes, the items are buttons', async () => {
    renderWidget(SiteLayoutWidget, { brand: 'PesoNow', items: routed });
    await userEvent.click(menu());
    expect(within(nav()).queryAllByRole('link')).toHaveLength(0);
    expect(within(nav()).getAllByRole('button')).toHaveLength(3);
  });
});
