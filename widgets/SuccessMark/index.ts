import { defineWidget } from '../../renderer/public';
import { SuccessMark } from './SuccessMark';

export const SuccessMarkWidget = defineWidget('SuccessMark', SuccessMark);
