import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';

export const Route = createFileRoute('/destinations')({
  staticData: { title: msg`Destinations`, footer: true },
  component: DestinationsPage,
});

function DestinationsPage() {
  return <PlaceholderPage />;
}
