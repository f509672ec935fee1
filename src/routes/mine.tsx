import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';

export const Route = createFileRoute('/mine')({
  staticData: { title: msg`Mine`, footer: true },
  component: MinePage,
});

function MinePage() {
  return <PlaceholderPage />;
}
