import { msg } from '@lingui/core/macro';
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { PoiDetailPage } from '@/features/places';
import { optionalString } from './-search';

export const Route = createFileRoute('/poiDetail')({
  staticData: { title: msg`Home` },
  validateSearch: (search: Record<string, unknown>) => ({ id: optionalString(search.id) }),
  component: PoiDetailRoute,
});

// The page reads its search through the router hooks rather than Route.useSearch(): the split
// component then does not import the route definition, which stays in the entry chunk.
function PoiDetailRoute() {
  const { id } = useSearch({ from: '/poiDetail' });
  return <PoiDetailPage key={id} id={id} />;
}
