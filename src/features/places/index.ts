export { PoiDetailPage } from './components/poi-detail-page';
export { PoiListPage } from './components/poi-list-page';
export { ScenicResults } from './components/scenic-results';
export { FilterBar } from './components/filter-bar';
export { useFilterOptions } from './hooks/use-filter-options';
export { narrationSeconds } from './point-audio';
export type { FilterOptions, RegionOption } from './api/scenic-filters';
