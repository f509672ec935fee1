// The repositories: one module per remote resource, each the only place that fetches it and
// writes it into Dexie (points always through putServerPoints). Features call these.
export { refreshExhibitHashes } from './exhibit-hashes';
export { refreshExhibitFeatures } from './exhibit-features';
export { fetchGuideDetail, fetchGuides, guidePointsKey, GUIDES_LIST_KEY } from './guides';
export { refreshMuseum, refreshMuseumExhibits } from './museum';
export { museumListKey, MUSEUM_PAGE_SIZE, refreshMuseumList, type MuseumSearch } from './museum-list';
export { ensurePlace, refreshPlace } from './place';
export { placePointsKey } from './place-points';
export { fetchPoint, storedOrFetchedPoint } from './point';
export { refreshScenic } from './scenic';
export { fetchFirstScenicAreas, fetchScenicPage, SEARCH_PAGE_SIZE, type SearchTotal } from './scenic-list';
