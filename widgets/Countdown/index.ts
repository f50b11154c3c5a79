import { defineWidget } from '../../renderer/public';
import { Countdown } from './Countdown';

export const CountdownWidget = defineWidget('Countdown', Countdown);
