export { PlanList } from './PlanList';
