import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';
import { optionalString } from './-search';

export const Route = createFileRoute('/exhibitionTour')({
  staticData: { title: msg`Exhibition tour` },
  validateSearch: (search: Record<string, unknown>) => ({ id: optionalString(search.id) }),
  component: ExhibitionTourPage,
});

function ExhibitionTourPage() {
  return <PlaceholderPage />;
}
