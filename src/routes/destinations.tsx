import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { DestinationsPage } from '../features/destinations';
import { parseScenicFilters, withoutEmpty, type ScenicFilters } from '../features/places';

export const Route = createFileRoute('/destinations')({
  staticData: { title: msg`Destinations`, footer: true },
  // Keyword and filters live in the address, so a reload keeps them.
  validateSearch: (search: Record<string, unknown>): ScenicFilters => parseScenicFilters(search),
  component: DestinationsRoute,
});

function DestinationsRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DestinationsPage filters={filters} onChange={(next) => void navigate({ search: withoutEmpty(next), replace: true })} />;
}
