import { defineWidget } from '../../renderer/public';
import { Checkbox } from './Checkbox';

export const CheckboxWidget = defineWidget('Checkbox', Checkbox);
