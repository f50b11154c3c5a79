import { defineWidget } from '../../renderer/public';
import { Notice } from './Notice';

export const NoticeWidget = defineWidget('Notice', Notice);
