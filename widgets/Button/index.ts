import { defineWidget } from '../../renderer/public';
import { Button } from './Button';

export const ButtonWidget = defineWidget('Button', Button);
