import { defineWidget } from '../../renderer/public';
import { InfoList } from './InfoList';

export const InfoListWidget = defineWidget('InfoList', InfoList);
