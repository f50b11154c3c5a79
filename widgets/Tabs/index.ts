import { defineWidget } from '../../renderer/public';
import { Tabs } from './Tabs';

export const TabsWidget = defineWidget('Tabs', Tabs);
