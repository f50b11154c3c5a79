import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../../schemas/widgets/ImagePicker.schema.json';
import { ImagePickerWidget } from '../../../widgets/ImagePicker';
import { renderWidget, widgetContract } from '../../widget-contract';

const urls = (n: number) => Array.from({ length: n }, (_, i) => `https://cdn.pesonow.ph/problem/${i + 1}.jpg`);

widgetContract(ImagePickerWidget, {
  schema,
  valid: [
    {},
    { max: 3, columns: 4, maxBytes: 5242880, accept: 'image/png,image/jpeg', addLabel: 'Upload' },
    {
      tooLargeMessage: 'Too big (max {max} MB)',
      notImageMessage: 'Images only',
      fullMessage: 'Up to {max}',
      imageAlt: 'Photo {n}',
      removeLabel: 'Delete photo {n}',
    },
  ],
  invalid: [
    { props: { max: 0 }, why: 'max below 1' },
    { props: { columns: 7 }, why: 'more than 6 columns' },
    { props: { maxBytes: 0 }, why: 'maxBytes below 1' },
    { props: { addLabel: '' }, why: 'an empty addLabel leaves the input without a name' },
    { props: { multiple: true }, why: 'unknown property (one file per pick)' },
  ],
});

// The accept filter is the phone's job; these tests hand the widget whatever a picker could return.
const user = () => userEvent.setup({ applyAccept: false });
const photo = (name = 'receipt.jpg', type = 'image/jpeg') => new File(['jpeg bytes'], name, { type });
const addInput = () => screen.getByLabelText('Add photo') as HTMLInputElement;

describe('ImagePicker behaviour', () => {
  it('shows the uploaded images as thumbnails, each with its own remove button', () => {
    renderWidget(ImagePickerWidget, {}, { value: urls(2) });
    expect(screen.getByRole('img', { name: 'Image 1' })).toHaveAttribute('src', urls(2)[0]);
    expect(screen.getByRole('img', { name: 'Image 2' })).toHaveAttribute('src', urls(2)[1]);
    expect(screen.getByRole('button', { name: 'Remove image 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove image 2' })).toBeInTheDocument();
  });

  it('has an add tile: a file input named by its visible text, for images', () => {
    renderWidget(ImagePickerWidget, {}, { value: [] });
    expect(addInput()).toHaveAttribute('type', 'file');
    expect(addInput()).toHaveAttribute('accept', 'image/*');
    expect(addInput()).not.toHaveAttribute('multiple');
    expect(addInput()).toBeEnabled();
    expect(screen.getByText('Add photo')).toBeVisible();
  });

  it('emits pick with the picked image and clears the input so the same file can be picked again', async () => {
    const { emit } = renderWidget(ImagePickerWidget, {}, { value: [] });
    const file = photo();
    await user().upload(addInput(), file);
    expect(emit).toHaveBeenCalledExactlyOnceWith('pick', { file });
    expect(addInput().value).toBe('');
    await user().upload(addInput(), file);
    expect(emit).toHaveBeenCalledTimes(2);
  });

  it('rejects a PDF with the not-an-image message', async () => {
    const { emit } = renderWidget(ImagePickerWidget, {}, { value: [] });
    await user().upload(addInput(), new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' }));
    expect(emit).toHaveBeenCalledExactlyOnceWith('reject', { reason: 'type', message: 'Only images can be uploaded.' });
  });

  it('rejects an SVG: a drawing that can carry script, never a photo', async () => {
    const { emit } = renderWidget(ImagePickerWidget, {}, { value: [] });
    await user().upload(addInput(), new File(['<svg/>'], 'receipt.svg', { type: 'image/svg+xml' }));
    expect(emit).toHaveBeenCalledExactlyOnceWith('reject', { reason: 'type', message: 'Only images can be uploaded.' });
  });

  it('accepts a camera photo sent as application/octet-stream, by its name', async () => {
    const { emit } = renderWidget(ImagePickerWidget, {}, { value: [] });
    const file = photo('IMG_2042.jpg', 'application/octet-stream');
    await user().upload(addInput(), file);
    expect(emit).toHaveBeenCalledExactlyOnceWith('pick', { file });
  });

  it('accepts a camera photo whose type the webview left empty, by its name', async () => {
    const { emit } = renderWidget(ImagePickerWidget, {}, { value: [] });
    const file = photo('IMG_2041.JPG', '');
    await user().upload(addInput(), file);
    expect(emit).toHaveBeenCalledExactlyOnceWith('pick', { file });
  });

  it('rejects a file over maxBytes with the size message naming the limit in MB', async () => {
    const { emit } = renderWidget(ImagePickerWidget, {}, { value: [] });
    const big = photo('panorama.jpg');
    Object.defineProperty(big, 'size', { value: 10485761 });
    await user().upload(addInput(), big);
    expect(emit).toHaveBeenCalledExactlyOnceWith('reject', {
      reason: 'size',
      message: 'This image is larger than 10 MB. Please choose a smaller one.',
    });
  });

  it('takes a file exactly at maxBytes', async () => {
    const { emit } = renderWidget(ImagePickerWidget, { maxBytes: 2048 }, { value: [] });
    const file = photo();
    Object.defineProperty(file, 'size', { value: 2048 });
    await user().upload(addInput(), file);
    expect(emit).toHaveBeenCalledWith('pick', { file });
  });

  it('disables the add tile at max and says why', async () => {
    const { emit } = renderWidget(ImagePickerWidget, {}, { value: urls(9) });
    expect(addInput()).toBeDisabled();
    expect(addInput()).toHaveAccessibleDescription('You can add up to 9 images.');
    await user().upload(addInput(), photo());
    expect(emit).not.toHaveBeenCalled();
  });

  it('is not full below max', () => {
    renderWidget(ImagePickerWidget, { max: 3 }, { value: urls(2) });
    expect(addInput()).toBeEnabled();
    expect(screen.queryByText('You can add up to 3 images.')).toBeNull();
  });

  it('disables the add tile while the upload chain runs, and enables it after', async () => {
    const view = renderWidget(ImagePickerWidget, {}, { value: urls(1) });
    view.update({ busy: true });
    expect(addInput()).toBeDisabled();
    expect(addInput()).toHaveAttribute('aria-busy', 'true');
    await user().upload(addInput(), photo());
    expect(view.emit).not.toHaveBeenCalled();
    view.update({ busy: false });
    expect(addInput()).toBeEnabled();
  });

  it('remove writes the list without that image and moves focus to the image that took its place', async () => {
    const { setValue } = renderWidget(ImagePickerWidget, {}, { value: urls(3) });
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(setValue).toHaveBeenCalledExactlyOnceWith([urls(3)[0], urls(3)[2]]);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([urls(3)[0], urls(3)[2]]);
    expect(screen.getByRole('button', { name: 'Remove image 2' })).toHaveFocus();
  });

  it('removing the only image moves focus to the add tile', async () => {
    renderWidget(ImagePickerWidget, {}, { value: urls(1) });
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect(addInput()).toHaveFocus();
  });

  it('uses its configured words, filling {max} and {n}', async () => {
    const { emit } = renderWidget(
      ImagePickerWidget,
      {
        max: 2,
        maxBytes: 1572864,
        addLabel: 'Upload',
        tooLargeMessage: 'Max {max} MB',
        imageAlt: 'Photo {n}',
        removeLabel: 'Delete photo {n}',
      },
      { value: urls(1) },
    );
    expect(screen.getByRole('img', { name: 'Photo 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete photo 1' })).toBeInTheDocument();
    const big = photo();
    Object.defineProperty(big, 'size', { value: 2000000 });
    await user().upload(screen.getByLabelText('Upload'), big);
    expect(emit).toHaveBeenCalledWith('reject', { reason: 'size', message: 'Max 1.5 MB' });
  });
});
