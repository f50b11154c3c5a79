import { defineWidget } from '../../renderer/public';
import { DocFrame } from './DocFrame';

export const DocFrameWidget = defineWidget('DocFrame', DocFrame);
