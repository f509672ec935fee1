import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { FavouritesPage } from '@/features/favourites';

export const Route = createFileRoute('/favorites')({
  staticData: { title: msg`My favourites` },
  component: FavoritesPage,
});

function FavoritesPage() {
  return <FavouritesPage />;
}
