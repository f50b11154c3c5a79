import { defineWidget } from '../../renderer/public';
import { ActionRow } from './ActionRow';

export const ActionRowWidget = defineWidget('ActionRow', ActionRow);
