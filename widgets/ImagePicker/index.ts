import { defineWidget } from '../../renderer/public';
import { ImagePicker } from './ImagePicker';

export const ImagePickerWidget = defineWidget('ImagePicker', ImagePicker);
