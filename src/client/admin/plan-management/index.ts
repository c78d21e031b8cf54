export { PlanManagementList } from './PlanManagementList';
