export { HomePage } from './components/home-page';
export { startHomeRefresh } from './state/home-refresh';
export { bootSnapshot } from './state/boot-snapshot';
