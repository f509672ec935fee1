import { msg } from '@lingui/core/macro';
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { MuseumDetailPage } from '@/features/museums';
import { optionalString } from './-search';

export const Route = createFileRoute('/museumDetail')({
  staticData: { title: msg`Museum detail` },
  validateSearch: (search: Record<string, unknown>) => ({ id: optionalString(search.id) }),
  component: MuseumDetailRoute,
});

function MuseumDetailRoute() {
  const { id } = useSearch({ from: '/museumDetail' });
  return <MuseumDetailPage id={id} />;
}
