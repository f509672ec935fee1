import { msg } from '@lingui/core/macro';
import { createFileRoute, useLoaderData, useSearch } from '@tanstack/react-router';
import { PoiDetailPage } from '@/features/places';
import { serverFirstScreenShown } from '@/lib/server-first-screen';
import { optionalString } from './-search';

export const Route = createFileRoute('/poiDetail')({
  staticData: { title: msg`Home` },
  validateSearch: (search: Record<string, unknown>) => ({ id: optionalString(search.id) }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  // Opened cold, the page the server sent shows the place: the first render waits for its data
  // rather than drawing a loading state. The loader stays in the router's chunk, so its code
  // (Dexie, the request layer, which the route's own code imports too) is imported on demand.
  loader: async ({ deps: { id } }) =>
    id && serverFirstScreenShown()
      ? (await import('@/features/places/api/prime-scenic-detail')).primeScenicDetail(id)
      : null,
  component: PoiDetailRoute,
});

// The page reads its search through the router hooks rather than Route.useSearch(): the split
// component then does not import the route definition, which stays in the entry chunk.
function PoiDetailRoute() {
  const { id } = useSearch({ from: '/poiDetail' });
  const primed = useLoaderData({ from: '/poiDetail' });
  return <PoiDetailPage key={id} id={id} primed={primed} />;
}
