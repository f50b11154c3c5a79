import { defineWidget } from '../../renderer/public';
import { PlanList } from './PlanList';

export const PlanListWidget = defineWidget('PlanList', PlanList);
