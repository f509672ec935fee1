import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';
import { optionalString } from './-search';

export const Route = createFileRoute('/poiDetail')({
  staticData: { title: msg`Home` },
  validateSearch: (search: Record<string, unknown>) => ({ id: optionalString(search.id) }),
  component: PoiDetailPage,
});

function PoiDetailPage() {
  return <PlaceholderPage />;
}
