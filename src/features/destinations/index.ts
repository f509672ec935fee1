export { DestinationsPage } from './components/destinations-page';
