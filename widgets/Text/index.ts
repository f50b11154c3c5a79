import { defineWidget } from '../../renderer/public';
import { Text } from './Text';

export const TextWidget = defineWidget('Text', Text);
