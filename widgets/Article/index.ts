import { defineWidget } from '../../renderer/public';
import { Article } from './Article';

export const ArticleWidget = defineWidget('Article', Article);
