import { defineWidget } from '../../renderer/public';
import { TextField } from './TextField';

export const TextFieldWidget = defineWidget('TextField', TextField);
