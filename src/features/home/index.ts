export { HomePage } from './components/home-page';
export { bootSnapshot } from './state/boot-snapshot';
export { readHomeEarly } from './state/early-sections';
