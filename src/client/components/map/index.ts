export { AerodromeLocation } from './AerodromeLocation';
