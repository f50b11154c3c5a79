import { defineWidget } from '../../renderer/public';
import { Picker } from './Picker';

export const PickerWidget = defineWidget('Picker', Picker);
