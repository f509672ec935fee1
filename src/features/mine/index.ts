export { MinePage } from './components/mine-page';
