import { defineWidget } from '../../renderer/public';
import { Image } from './Image';

export const ImageWidget = defineWidget('Image', Image);
