export { TacList } from './TacList';
