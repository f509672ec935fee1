import { msg } from '@lingui/core/macro';
import { createFileRoute, useLoaderData, useSearch } from '@tanstack/react-router';
import { MuseumDetailPage } from '@/features/museums';
import { serverFirstScreenShown } from '@/lib/server-first-screen';
import { optionalString } from './-search';

export const Route = createFileRoute('/museumDetail')({
  staticData: { title: msg`Museum detail` },
  validateSearch: (search: Record<string, unknown>) => ({ id: optionalString(search.id) }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  // As /poiDetail's: opened cold, the first render waits for the museum over the server's screen.
  loader: async ({ deps: { id } }) =>
    id && serverFirstScreenShown()
      ? (await import('@/features/museums/api/prime-museum-detail')).primeMuseumDetail(id)
      : null,
  component: MuseumDetailRoute,
});

function MuseumDetailRoute() {
  const { id } = useSearch({ from: '/museumDetail' });
  const primed = useLoaderData({ from: '/museumDetail' });
  return <MuseumDetailPage id={id} primed={primed} />;
}
