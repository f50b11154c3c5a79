import { defineWidget } from '../../renderer/public';
import { PhotoInfo } from './PhotoInfo';

export const PhotoInfoWidget = defineWidget('PhotoInfo', PhotoInfo);
