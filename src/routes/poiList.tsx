import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { parseScenicFilters, PoiListPage, withoutEmpty, type ScenicFilters } from '../features/places';

export const Route = createFileRoute('/poiList')({
  staticData: { title: msg`Scenic areas` },
  // The filters live in the address, so a reload or a shared link keeps them.
  validateSearch: (search: Record<string, unknown>): ScenicFilters => parseScenicFilters(search),
  component: PoiListRoute,
});

function PoiListRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PoiListPage filters={filters} onChange={(next) => void navigate({ search: withoutEmpty(next), replace: true })} />;
}
