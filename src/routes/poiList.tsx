import { msg } from '@lingui/core/macro';
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { PoiListPage } from '@/features/places';
import { parseScenicFilters, withoutEmpty, type ScenicFilters } from '@/lib/scenic-filters';

export const Route = createFileRoute('/poiList')({
  staticData: { title: msg`Scenic areas` },
  // The filters live in the address, so a reload or a shared link keeps them.
  validateSearch: (search: Record<string, unknown>): ScenicFilters => parseScenicFilters(search),
  component: PoiListRoute,
});

// The page reads its search through the router hooks rather than Route.useSearch(): the split
// component then does not import the route definition, which stays in the entry chunk.
function PoiListRoute() {
  const filters = useSearch({ from: '/poiList' });
  const navigate = useNavigate({ from: '/poiList' });
  return (
    <PoiListPage filters={filters} onChange={(next) => void navigate({ search: withoutEmpty(next), replace: true })} />
  );
}
