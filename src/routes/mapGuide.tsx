import { msg } from '@lingui/core/macro';
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { MapGuidePage } from '@/features/map-guide';
import { optionalString } from './-search';

export const Route = createFileRoute('/mapGuide')({
  staticData: { title: msg`Map guide`, fixedLayout: true },
  validateSearch: (search: Record<string, unknown>) => ({ id: optionalString(search.id) }),
  component: MapGuideRoute,
});

function MapGuideRoute() {
  const { id } = useSearch({ from: '/mapGuide' });
  return <MapGuidePage id={id} />;
}
