// What a widget says when its page gave no words of its own (an unnamed picture's zoom button, the viewer's Close, a
// default error heading and Retry, a document that cannot be shown, a picker's placeholder and sheet, an image
// picker's names and limits) is the renderer's word in the page's language: a Filipino screen never falls back to
// English.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../renderer/i18n/catalogues';
import type { PageDefinition } from '../../../schemas/generated/types';
import { fakeServices } from '../../support/fakeServices';
import { pageElement } from '../../support/pageElement';
import { DocFrameWidget } from '../../../widgets/DocFrame';
import { ErrorStateWidget } from '../../../widgets/ErrorState';
import { ImageWidget } from '../../../widgets/Image';
import { ImagePickerWidget } from '../../../widgets/ImagePicker';
import { PhotoInfoWidget } from '../../../widgets/PhotoInfo';
import { PickerWidget } from '../../../widgets/Picker';
import en from '../../../messages/en.json';
import fil from '../../../messages/fil.json';

const SRC = 'https://cdn.pesonow.ph/gcash-step-1.png';
const page = {
  title: 'Page',
  state: { images: [SRC] },
  regions: [
    {
      name: 'main',
      children: [
        { type: 'Image', props: { src: SRC, alt: '', zoomable: true } },
        { type: 'ErrorState', props: {} },
        { type: 'DocFrame', props: { src: '', title: 'Kasunduan' } },
        { type: 'Picker', props: { label: 'Bangko', options: [] } },
        { type: 'ImagePicker', bind: '{{ state.images }}', props: { max: 1 } },
        { type: 'PhotoInfo', props: {} },
      ],
    },
  ],
} as unknown as PageDefinition;
const widgets = {
  Image: ImageWidget,
  ErrorState: ErrorStateWidget,
  DocFrame: DocFrameWidget,
  Picker: PickerWidget,
  ImagePicker: ImagePickerWidget,
  PhotoInfo: PhotoInfoWidget,
};

describe("the renderer's own words in a widget", () => {
  it('follow a Filipino page: the zoom button, the viewer, the error block, the unshown document, the pickers', async () => {
    const messages = await messagesFor('fil', undefined);
    render(pageElement(page, widgets, fakeServices().services, undefined, messages));
    await act(async () => {});
    expect(screen.getByRole('heading', { name: fil['app.errorTitle'] })).toBeTruthy();
    expect(screen.getByRole('button', { name: fil['app.retry'] })).toBeTruthy();
    expect(screen.getByText(fil['app.documentUnavailable'])).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: fil['app.viewImage'] }));
    const viewer = screen.getByRole('dialog', { name: fil['app.image'] });
    expect(viewer.textContent).toContain(fil['app.close']);
    await userEvent.click(screen.getByRole('button', { name: fil['app.close'] }));
    // A template the widget fills itself keeps its placeholder through the catalogue: "Larawan 1", "Hanggang 1 …".
    expect(screen.getByRole('img', { name: 'Larawan 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alisin ang larawan 1' })).toBeTruthy();
    expect(screen.getByText('Hanggang 1 larawan lang ang puwede.')).toBeTruthy();
    expect(screen.getByText(fil['app.pleaseSelect'])).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Bangko/ }));
    const sheet = screen.getByRole('dialog', { name: 'Bangko' });
    expect(sheet.textContent).toContain(fil['app.noOptions']);
    expect(sheet.textContent).toContain(fil['app.cancel']);
    expect(screen.getByText(fil['app.noPhoto'])).toBeTruthy();
    for (const key of ['app.errorTitle', 'app.retry', 'app.viewImage', 'app.image', 'app.close'] as const)
      expect(fil[key]).not.toBe(en[key]);
  });

  it('are English on an English page', async () => {
    render(pageElement(page, widgets));
    await act(async () => {});
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View image' })).toBeTruthy();
    expect(screen.getByText('This document cannot be shown here.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Image 1' })).toBeTruthy();
    expect(screen.getByText('You can add up to 1 images.')).toBeTruthy();
  });
});
