import { msg } from '@lingui/core/macro';
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { DestinationsPage } from '@/features/destinations';
import { parseScenicFilters, withoutEmpty, type ScenicFilters } from '@/lib/scenic-filters';

export const Route = createFileRoute('/destinations')({
  staticData: { title: msg`Destinations`, footer: true },
  // Keyword and filters live in the address, so a reload keeps them.
  validateSearch: (search: Record<string, unknown>): ScenicFilters => parseScenicFilters(search),
  component: DestinationsRoute,
});

// The page reads its search through the router hooks rather than Route.useSearch(): the split
// component then does not import the route definition, which stays in the entry chunk.
function DestinationsRoute() {
  const filters = useSearch({ from: '/destinations' });
  const navigate = useNavigate({ from: '/destinations' });
  return (
    <DestinationsPage
      filters={filters}
      onChange={(next) => void navigate({ search: withoutEmpty(next), replace: true })}
    />
  );
}
