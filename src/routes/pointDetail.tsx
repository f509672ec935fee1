import { msg } from '@lingui/core/macro';
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { PointDetailPage } from '@/features/points';
import { optionalString } from './-search';

export const Route = createFileRoute('/pointDetail')({
  staticData: { title: msg`Explanation point` },
  validateSearch: (search: Record<string, unknown>) => ({ id: optionalString(search.id) }),
  component: PointDetailRoute,
});

// The page reads its search through the router hooks rather than Route.useSearch(): the split
// component then does not import the route definition, which stays in the entry chunk.
function PointDetailRoute() {
  const { id } = useSearch({ from: '/pointDetail' });
  return <PointDetailPage key={id} id={id} />;
}
