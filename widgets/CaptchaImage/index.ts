import { defineWidget } from '../../renderer/public';
import { CaptchaImage } from './CaptchaImage';

export const CaptchaImageWidget = defineWidget('CaptchaImage', CaptchaImage);
