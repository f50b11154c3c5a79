import { defineWidget } from '../../renderer/public';
import { SiteLayout } from './SiteLayout';

export const SiteLayoutWidget = defineWidget('SiteLayout', SiteLayout);
