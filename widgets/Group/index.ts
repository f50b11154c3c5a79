import { defineWidget } from '../../renderer/public';
import { Group } from './Group';

export const GroupWidget = defineWidget('Group', Group);
