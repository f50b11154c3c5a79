import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@emotion/react';
import schema from '../../../schemas/widgets/DocFrame.schema.json';
import { DocFrameWidget } from '../../../widgets/DocFrame';
import { PageLinksContext, type PageLinks } from '../../../renderer/host';
import { testTheme, widgetContract } from '../../widget-contract';
import type { DocFrameProps } from '../../../schemas/generated/types';

widgetContract(DocFrameWidget, {
  schema,
  valid: [
    { src: '/__sandbox/docs/loan-agreement.html', title: 'Loan Agreement' },
    { src: 'https://www.pesonow.ph/agreement.pdf', title: 'Promissory Note', height: 240 },
    { src: '', title: 'Loan Agreement' },
    {
      src: '/doc.html',
      title: 'Kasunduan sa Pautang',
      unavailableText: 'Hindi maipakita rito ang dokumentong ito.',
      openLabel: 'Buksan ang kasunduan',
    },
  ],
  invalid: [
    { props: { src: '/doc.html' }, why: 'the title (accessible name) is required' },
    { props: { src: '/doc.html', title: '' }, why: 'an empty title leaves the frame unnamed' },
    { props: { src: '/doc.html', title: 'Doc', height: 40 }, why: 'a frame too small to read' },
    {
      props: { src: '/doc.html', title: 'Doc', sandbox: 'allow-scripts' },
      why: "the sandbox is not the page author's to choose",
    },
  ],
});

const ORIGIN = 'https://app.pesonow.ph';

/** The guard of a page: same-origin paths and one allowed origin pass; the rest is refused. */
function fakeLinks(answerLater = false) {
  const decide = (url: string) => {
    if (url.startsWith('/')) return `${ORIGIN}${url}`;
    if (url.startsWith('https://www.pesonow.ph/')) return url;
    return null;
  };
  const links = {
    loadable: vi.fn((url: string) => (answerLater ? Promise.resolve(decide(url)) : decide(url))),
    open: vi.fn(async () => {}),
    routePath: () => null,
  } satisfies PageLinks;
  return links;
}

function renderFrame(props: DocFrameProps, links: PageLinks = fakeLinks(), emit: (event: string) => void = () => {}) {
  const Component = DocFrameWidget.component;
  return render(
    <ThemeProvider theme={testTheme}>
      <PageLinksContext.Provider value={links}>
        <Component props={props} emit={emit} busy={false} />
      </PageLinksContext.Provider>
    </ThemeProvider>,
  );
}

describe('DocFrame behaviour', () => {
  it('frames a guarded document, named by its title, in a sandbox that allows no scripts', () => {
    renderFrame({ src: '/__sandbox/docs/loan-agreement.html', title: 'Loan Agreement', height: 300 });
    const frame = screen.getByTitle('Loan Agreement');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `${ORIGIN}/__sandbox/docs/loan-agreement.html`);
    const sandbox = frame.getAttribute('sandbox');
    expect(sandbox).toBe('');
    expect(sandbox).not.toMatch(/allow-scripts/);
    expect(sandbox).not.toMatch(/allow-same-origin/);
    expect(frame).toHaveStyle({ height: '300px' });
  });

  it('waits for a guard that answers later, showing nothing framed meanwhile', async () => {
    renderFrame({ src: '/__sandbox/docs/loan-agreement.html', title: 'Loan Agreement' }, fakeLinks(true));
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('region', { name: 'Loan Agreement' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.getByTitle('Loan Agreement').tagName).toBe('IFRAME'));
  });

  it.each([
    ['a hostile scheme', 'javascript:alert(1)'],
    ['another origin', 'https://evil.example/agreement.html'],
    ['nothing', ''],
  ])('never frames %s: it says the document cannot be shown', (_, src) => {
    renderFrame({ src, title: 'Loan Agreement' });
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('region', { name: 'Loan Agreement' })).toHaveTextContent(
      'This document cannot be shown here.',
    );
  });

  it('emits unavailable once for a document it cannot show (so the page offers no Agree), never for one it frames', async () => {
    const refused = vi.fn();
    renderFrame({ src: 'https://evil.example/agreement.html', title: 'Loan Agreement' }, fakeLinks(true), refused);
    await waitFor(() => expect(refused).toHaveBeenCalledExactlyOnceWith('unavailable'));
    const framed = vi.fn();
    renderFrame({ src: '/__sandbox/docs/loan-agreement.html', title: 'Agreement' }, fakeLinks(true), framed);
    await waitFor(() => expect(screen.getByTitle('Agreement').tagName).toBe('IFRAME'));
    expect(framed).not.toHaveBeenCalled();
  });

  it("says it in the page's words when the page gives them", () => {
    renderFrame({ src: '', title: 'Kasunduan', unavailableText: 'Hindi maipakita rito ang dokumentong ito.' });
    expect(screen.getByRole('region', { name: 'Kasunduan' })).toHaveTextContent(
      'Hindi maipakita rito ang dokumentong ito.',
    );
    renderFrame({ src: 'https://www.pesonow.ph/a.pdf', title: 'Kasunduan', openLabel: 'Buksan ang kasunduan' });
    expect(screen.getByRole('button', { name: 'Buksan ang kasunduan' })).toBeVisible();
  });

  it('offers a PDF as a button that opens it through the guard, never in a frame', async () => {
    const links = fakeLinks();
    renderFrame({ src: 'https://www.pesonow.ph/docs/Promissory-Note.PDF?v=2', title: 'Promissory Note' }, links);
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open Promissory Note' }));
    expect(links.open).toHaveBeenCalledExactlyOnceWith('https://www.pesonow.ph/docs/Promissory-Note.PDF?v=2');
  });

  it('a new src is guarded again before it is framed', () => {
    const links = fakeLinks();
    const view = renderFrame({ src: '/a.html', title: 'Doc' }, links);
    const Component = DocFrameWidget.component;
    view.rerender(
      <ThemeProvider theme={testTheme}>
        <PageLinksContext.Provider value={links}>
          <Component props={{ src: 'https://evil.example/b.html', title: 'Doc' }} emit={() => {}} busy={false} />
        </PageLinksContext.Provider>
      </ThemeProvider>,
    );
    expect(links.loadable).toHaveBeenLastCalledWith('https://evil.example/b.html');
    expect(document.querySelector('iframe')).toBeNull();
  });
});
