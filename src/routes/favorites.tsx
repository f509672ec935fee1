import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';

export const Route = createFileRoute('/favorites')({
  staticData: { title: msg`My favourites` },
  component: FavoritesPage,
});

function FavoritesPage() {
  return <PlaceholderPage />;
}
