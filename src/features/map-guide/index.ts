export { MapGuidePage } from './components/map-guide-page';
