import { msg } from '@lingui/core/macro';
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { ExhibitionTourPage } from '@/features/museums';
import { optionalString } from './-search';

export const Route = createFileRoute('/exhibitionTour')({
  staticData: { title: msg`Exhibition tour` },
  validateSearch: (search: Record<string, unknown>) => ({ id: optionalString(search.id) }),
  component: ExhibitionTourRoute,
});

function ExhibitionTourRoute() {
  const { id } = useSearch({ from: '/exhibitionTour' });
  return <ExhibitionTourPage id={id} />;
}
