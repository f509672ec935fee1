import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';

export const Route = createFileRoute('/poiList')({
  staticData: { title: msg`Scenic areas` },
  component: PoiListPage,
});

function PoiListPage() {
  return <PlaceholderPage />;
}
