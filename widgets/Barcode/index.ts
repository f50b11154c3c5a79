import { defineWidget } from '../../renderer/public';
import { Barcode } from './Barcode';

export const BarcodeWidget = defineWidget('Barcode', Barcode);
