import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';
import { optionalString } from './-search';

export const Route = createFileRoute('/onlineMuseum')({
  staticData: { title: msg`Online museum` },
  validateSearch: (search: Record<string, unknown>) => ({ id: optionalString(search.id) }),
  component: OnlineMuseumPage,
});

function OnlineMuseumPage() {
  return <PlaceholderPage />;
}
