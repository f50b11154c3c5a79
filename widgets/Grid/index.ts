import { defineWidget } from '../../renderer/public';
import { Grid } from './Grid';

export const GridWidget = defineWidget('Grid', Grid);
