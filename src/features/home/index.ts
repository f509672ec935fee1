export { HomePage } from './components/home-page';
export { refreshHome } from './api/refresh-home';
