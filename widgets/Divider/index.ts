import { defineWidget } from '../../renderer/public';
import { Divider } from './Divider';

export const DividerWidget = defineWidget('Divider', Divider);
