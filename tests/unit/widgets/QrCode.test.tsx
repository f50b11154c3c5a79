import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import schema from '../../../schemas/widgets/QrCode.schema.json';
import { QrCodeWidget } from '../../../widgets/QrCode';
import { renderWidget, widgetContract } from '../../widget-contract';
import { drawnQrModules, encodedQrModules } from '../../support/drawnCodes';

widgetContract(QrCodeWidget, {
  schema,
  valid: [
    { value: '7421 9930 1184' },
    {
      value: 'https://pay.pesonow.ph/qr/7421993011',
      label: 'QR code of your pay code',
      size: 180,
      errorCorrection: 'H',
    },
    { value: '' },
  ],
  invalid: [
    { props: {}, why: 'value is required' },
    { props: { value: 'x', size: 40 }, why: 'too small to scan' },
    { props: { value: 'x', errorCorrection: 'X' }, why: 'unknown correction level' },
    { props: { value: 'x', html: '<b>' }, why: 'unknown property' },
  ],
});

describe('QrCode behaviour', () => {
  it('draws exactly the modules the qrcode encoder produces, inside a quiet zone', () => {
    renderWidget(QrCodeWidget, { value: '7421 9930 1184', label: 'QR code of your pay code' });
    const svg = screen.getByRole('img', { name: 'QR code of your pay code' });
    const expected = encodedQrModules('7421 9930 1184');
    expect(drawnQrModules(svg)).toEqual(expected);
    const modules = Number(svg.getAttribute('data-modules'));
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${modules + 8} ${modules + 8}`);
  });

  it('uses the chosen error-correction level', () => {
    renderWidget(QrCodeWidget, { value: 'PAY-1', errorCorrection: 'H' });
    expect(drawnQrModules(screen.getByRole('img', { name: 'QR code' }))).toEqual(encodedQrModules('PAY-1', 'H'));
  });

  it('is drawn at the given size, 220 px by default', () => {
    const view = renderWidget(QrCodeWidget, { value: 'PAY-1' });
    expect(screen.getByRole('img')).toHaveAttribute('width', '220');
    view.update({ props: { value: 'PAY-1', size: 300 } });
    expect(screen.getByRole('img')).toHaveAttribute('width', '300');
  });

  it('encodes markup as plain data and never renders it', () => {
    const value = '<img src=x onerror=alert(1)>';
    const { container } = renderWidget(QrCodeWidget, { value });
    expect(container.querySelector('img')).toBeNull();
    expect(drawnQrModules(screen.getByRole('img'))).toEqual(encodedQrModules(value));
  });

  it('draws nothing for an empty value and says so for text too long for a QR code', () => {
    const view = renderWidget(QrCodeWidget, { value: '' });
    expect(view.container).toBeEmptyDOMElement();
    view.update({ props: { value: 'x'.repeat(3000) } });
    expect(screen.getByText('This code is too long to show as a QR code.')).toBeVisible();
  });
});
