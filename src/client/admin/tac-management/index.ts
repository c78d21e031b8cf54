export { TacManagementList } from './TacManagementList';
