export { FavouriteButton } from './components/favourite-button';
export { FavouritesPage } from './components/favourites-page';
export { TargetRow } from './components/target-row';
export { FAVOURITE_KIND, flushFavourites, startFavouriteSync } from './state/favourite-outbox';
