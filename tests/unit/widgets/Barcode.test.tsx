import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { CODE128 } from 'jsbarcode/bin/barcodes/CODE128';
import schema from '../../../schemas/widgets/Barcode.schema.json';
import { BarcodeWidget } from '../../../widgets/Barcode';
import { renderWidget, widgetContract } from '../../widget-contract';
import { decodeDrawnBarcode, drawnBarcodeModules } from '../../support/drawnCodes';

widgetContract(BarcodeWidget, {
  schema,
  valid: [
    { value: '7421 9930 1184' },
    { value: 'PAY-42', label: 'Barcode of your pay code', height: 120, showText: false },
    { value: '' },
  ],
  invalid: [
    { props: {}, why: 'value is required' },
    { props: { value: 'x', height: 10 }, why: 'bars too short to scan' },
    { props: { value: 'x', format: 'EAN13' }, why: 'only Code 128' },
  ],
});

describe('Barcode behaviour', () => {
  it('draws the modules of jsbarcode’s Code 128 encoder, which decode back to the value', () => {
    renderWidget(BarcodeWidget, { value: '7421 9930 1184', label: 'Barcode of your pay code' });
    const svg = screen.getByRole('img', { name: 'Barcode of your pay code' });
    expect(drawnBarcodeModules(svg)).toBe(new CODE128('7421 9930 1184', {}).encode().data.replace(/0+$/, ''));
    expect(decodeDrawnBarcode(svg)).toBe('7421 9930 1184');
  });

  it('leaves a quiet zone of 10 modules before the first bar and after the last', () => {
    renderWidget(BarcodeWidget, { value: 'PAY-42' });
    const svg = screen.getByRole('img', { name: 'Barcode' });
    const bars = [...svg.querySelectorAll('rect[fill="#000000"]')];
    const [, , width] = svg.getAttribute('viewBox')!.split(' ').map(Number);
    const last = bars.at(-1)!;
    expect(Number(bars[0].getAttribute('x'))).toBe(10);
    expect(width - Number(last.getAttribute('x')) - Number(last.getAttribute('width'))).toBe(10);
  });

  it('prints the text under the bars unless showText is false', () => {
    const view = renderWidget(BarcodeWidget, { value: 'PAY-42' });
    expect(screen.getByText('PAY-42')).toBeVisible();
    view.update({ props: { value: 'PAY-42', showText: false } });
    expect(screen.queryByText('PAY-42')).toBeNull();
  });

  it('refuses text Code 128 cannot carry rather than drawing a wrong code', () => {
    renderWidget(BarcodeWidget, { value: 'Pagó ₱' });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('This code cannot be shown as a barcode.')).toBeVisible();
  });
});
