export { MuseumDirectory } from './components/museum-directory';
export { MuseumDetailPage } from './components/museum-detail-page';
export { OnlineMuseumPage } from './components/online-museum-page';
export { ExhibitionTourPage } from './components/exhibition-tour-page';
export { refreshMuseumDetail } from './api/refresh-museum-detail';
