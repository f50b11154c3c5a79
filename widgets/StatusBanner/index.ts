import { defineWidget } from '../../renderer/public';
import { StatusBanner } from './StatusBanner';

export const StatusBannerWidget = defineWidget('StatusBanner', StatusBanner);
