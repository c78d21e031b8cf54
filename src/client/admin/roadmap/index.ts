export { RoadmapList } from './RoadmapList';
