export { ComplaintList } from './ComplaintList';
