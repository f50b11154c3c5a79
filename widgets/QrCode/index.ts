import { defineWidget } from '../../renderer/public';
import { QrCode } from './QrCode';

export const QrCodeWidget = defineWidget('QrCode', QrCode);
