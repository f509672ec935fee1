import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MapGuidePage } from '../features/map-guide';
import { optionalString } from './-search';

export const Route = createFileRoute('/mapGuide')({
  staticData: { title: msg`Map guide`, fixedLayout: true },
  validateSearch: (search: Record<string, unknown>) => ({ id: optionalString(search.id) }),
  component: MapGuideRoute,
});

function MapGuideRoute() {
  const { id } = Route.useSearch();
  return <MapGuidePage id={id} />;
}
