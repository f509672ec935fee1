import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';

export const Route = createFileRoute('/museum')({
  staticData: { title: msg`Museums` },
  component: MuseumPage,
});

function MuseumPage() {
  return <PlaceholderPage />;
}
