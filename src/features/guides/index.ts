export { GuideListPage } from './components/guide-list-page';
export { GuideDetailPage } from './components/guide-detail-page';
