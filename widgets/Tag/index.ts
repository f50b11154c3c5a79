import { defineWidget } from '../../renderer/public';
import { Tag } from './Tag';

export const TagWidget = defineWidget('Tag', Tag);
