import { defineWidget } from '../../renderer/public';
import { ErrorState } from './ErrorState';

export const ErrorStateWidget = defineWidget('ErrorState', ErrorState);
