export { LogList } from './LogList';
