import { defineWidget } from '../../renderer/public';
import { ListItem } from './ListItem';

export const ListItemWidget = defineWidget('ListItem', ListItem);
