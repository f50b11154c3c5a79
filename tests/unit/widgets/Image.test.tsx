import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../../schemas/widgets/Image.schema.json';
import { ImageWidget } from '../../../widgets/Image';
import { renderWidget, widgetContract } from '../../widget-contract';

const SRC = 'https://cdn.pesonow.ph/gcash-step-1.png';

widgetContract(ImageWidget, {
  schema,
  valid: [
    { src: SRC, alt: 'Open GCash and tap Pay Bills' },
    { src: SRC, alt: '', width: 120, height: 40, fit: 'contain', radius: 0 },
    { src: SRC, alt: 'Step 2', zoomable: true },
    { src: SRC, alt: '', zoomable: true },
    { src: SRC, alt: 'Hakbang 2', zoomable: true, closeLabel: 'Isara' },
    { src: '', alt: 'Payment code' },
    { src: SRC, alt: 'Payment channel', guarded: true },
    { src: SRC, alt: 'Store slip', aspectRatio: 1.7778 },
    { src: SRC, alt: '', width: 180, height: 140, priority: true },
  ],
  invalid: [
    { props: { src: SRC }, why: 'alt is required' },
    { props: { alt: 'x' }, why: 'src is required' },
    { props: { src: SRC, alt: 'x', fit: 'fill' }, why: 'unknown fit' },
    { props: { src: SRC, alt: 'x', width: 0 }, why: 'width below 1' },
    { props: { src: SRC, alt: 'x', aspectRatio: 0 }, why: 'an aspect ratio must be above 0' },
    { props: { src: SRC, alt: 'x', zoomable: true, closeLabel: '' }, why: 'an empty close button' },
  ],
});

describe('Image behaviour', () => {
  it("loads lazily unless it is the screen's main picture, which loads at once with high priority (Lighthouse: LCP)", () => {
    renderWidget(ImageWidget, { src: SRC, alt: 'Lazy' });
    renderWidget(ImageWidget, { src: SRC, alt: 'Main', priority: true });
    expect(screen.getByRole('img', { name: 'Lazy' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Main' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Main' })).toHaveAttribute('fetchpriority', 'high');
  });

  it('keeps the space of a picture with an aspect ratio before it arrives (no layout shift)', () => {
    renderWidget(ImageWidget, { src: SRC, alt: 'Slip', aspectRatio: 1.7778 });
    expect(getComputedStyle(screen.getByRole('img', { name: 'Slip' })).aspectRatio).toBe('1.7778 / 1');
  });

  it('opens a full-screen viewer named by its alt text and closes it with Close', async () => {
    renderWidget(ImageWidget, { src: SRC, alt: 'Step 2', zoomable: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Step 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Step 2' });
    expect(dialog).toContainElement(screen.getAllByRole('img', { name: 'Step 2' })[1]);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Step 2' })).toHaveFocus();
  });

  it("names the viewer's close button in the page's words", async () => {
    renderWidget(ImageWidget, { src: SRC, alt: 'Hakbang 2', zoomable: true, closeLabel: 'Isara' });
    await userEvent.click(screen.getByRole('button', { name: 'Hakbang 2' }));
    expect(screen.getByRole('button', { name: 'Isara' })).toHaveFocus();
  });

  it('closes the viewer when the picture is tapped or Escape is pressed', async () => {
    renderWidget(ImageWidget, { src: SRC, alt: 'Step 2', zoomable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Step 2' }));
    await userEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Step 2' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names the viewer "Image" when the picture has no alt text', async () => {
    renderWidget(ImageWidget, { src: SRC, alt: '', zoomable: true });
    await userEvent.click(screen.getByRole('button', { name: 'View image' }));
    expect(screen.getByRole('dialog', { name: 'Image' })).toBeInTheDocument();
  });

  it('is not tappable unless zoomable', () => {
    renderWidget(ImageWidget, { src: SRC, alt: 'Logo' });
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', SRC);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('replaces a broken picture with a placeholder box, not a broken image', () => {
    const { container } = renderWidget(ImageWidget, { src: SRC, alt: 'QR code', zoomable: true });
    fireEvent.error(screen.getByRole('img', { name: 'QR code' }));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'QR code' }).tagName).toBe('DIV');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the placeholder for an empty src and tries again when the src changes', () => {
    const view = renderWidget(ImageWidget, { src: '', alt: '' });
    expect(view.container.querySelector('img')).toBeNull();
    view.update({ props: { src: SRC, alt: '' } });
    expect(view.container.querySelector('img')).toHaveAttribute('src', SRC);
  });

  it('a guarded source is never fetched without a URL guard to accept it (pages pass one: see repaymentOfCode)', () => {
    const view = renderWidget(ImageWidget, { src: SRC, alt: 'Payment channel', guarded: true });
    expect(view.container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Payment channel' })).toBeVisible();
  });
});
