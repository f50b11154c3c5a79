import { defineWidget } from '../../renderer/public';
import { TextArea } from './TextArea';

export const TextAreaWidget = defineWidget('TextArea', TextArea);
