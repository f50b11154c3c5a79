import { defineWidget } from '../../renderer/public';
import { Stack } from './Stack';

export const StackWidget = defineWidget('Stack', Stack);
