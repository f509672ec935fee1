import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';
import { optionalString } from './-search';

export const Route = createFileRoute('/mapGuide')({
  staticData: { title: msg`Map guide`, fixedLayout: true },
  validateSearch: (search: Record<string, unknown>) => ({ id: optionalString(search.id) }),
  component: MapGuidePage,
});

function MapGuidePage() {
  return <PlaceholderPage />;
}
