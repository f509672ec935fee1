import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';
import { optionalString } from './-search';

export const Route = createFileRoute('/museumDetail')({
  staticData: { title: msg`Museum detail` },
  validateSearch: (search: Record<string, unknown>) => ({ id: optionalString(search.id) }),
  component: MuseumDetailPage,
});

function MuseumDetailPage() {
  return <PlaceholderPage />;
}
