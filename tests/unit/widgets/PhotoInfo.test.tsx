import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../../schemas/widgets/PhotoInfo.schema.json';
import { PhotoInfoWidget } from '../../../widgets/PhotoInfo';
import { formatBytes } from '../../../widgets/PhotoInfo/fileFacts';
import { renderWidget, widgetContract } from '../../widget-contract';

widgetContract(PhotoInfoWidget, {
  schema,
  valid: [
    {},
    {
      label: 'Pick',
      changeLabel: 'Pick again',
      accept: 'image/png',
      emptyText: 'Nothing yet',
      imageAlt: 'Photo',
      nameLabel: 'Name',
      typeLabel: 'Kind',
      sizeLabel: 'Bytes',
    },
  ],
  invalid: [
    { props: { label: '' }, why: 'an empty label leaves the input without a name' },
    { props: { multiple: true }, why: 'unknown property (one photo)' },
    { props: { accept: 5 }, why: 'accept is a string' },
  ],
});

// jsdom has no object URLs; the widget only needs one to exist.
beforeEach(() => {
  let made = 0;
  URL.createObjectURL = vi.fn(() => `blob:http://localhost/photo${made++ || ''}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

const photo = () => new File([new Uint8Array(2560)], 'selfie.png', { type: 'image/png' });

describe('PhotoInfo behaviour', () => {
  it('says no photo is chosen yet, with a labelled file input for images', () => {
    renderWidget(PhotoInfoWidget, {});
    expect(screen.getByText('No photo chosen yet.')).toBeVisible();
    expect(screen.getByLabelText('Choose a photo')).toHaveAttribute('accept', 'image/*');
  });

  it('shows the chosen photo with its name, type and size, writes the facts and emits the file', async () => {
    const { emit, setValue } = renderWidget(PhotoInfoWidget, {}, { bound: true });
    const file = photo();
    await userEvent.upload(screen.getByLabelText('Choose a photo'), file);
    expect(screen.getByRole('img', { name: 'Chosen photo' })).toHaveAttribute('src', 'blob:http://localhost/photo');
    expect(screen.getByText('selfie.png')).toBeVisible();
    expect(screen.getByText('image/png')).toBeVisible();
    expect(screen.getByText('2.5 KB')).toBeVisible();
    expect(setValue).toHaveBeenCalledWith({ name: 'selfie.png', type: 'image/png', size: 2560 });
    expect(emit).toHaveBeenCalledWith('change', { file, name: 'selfie.png', type: 'image/png', size: 2560 });
    expect(screen.getByLabelText('Choose another photo')).toBeInTheDocument();
  });

  it('releases the previous picture when another is chosen', async () => {
    renderWidget(PhotoInfoWidget, {}, { bound: true });
    await userEvent.upload(screen.getByLabelText('Choose a photo'), photo());
    await userEvent.upload(screen.getByLabelText('Choose another photo'), photo());
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/photo');
  });

  it('formats sizes as a phone does', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(35328)).toBe('34.5 KB');
    expect(formatBytes(2202010)).toBe('2.1 MB');
  });
});
