import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PoiDetailPage } from '../features/places';
import { optionalString } from './-search';

export const Route = createFileRoute('/poiDetail')({
  staticData: { title: msg`Home` },
  validateSearch: (search: Record<string, unknown>) => ({ id: optionalString(search.id) }),
  component: PoiDetailRoute,
});

function PoiDetailRoute() {
  const { id } = Route.useSearch();
  return <PoiDetailPage key={id} id={id} />;
}
