import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';

export const Route = createFileRoute('/about')({
  staticData: { title: msg`About us` },
  component: AboutPage,
});

function AboutPage() {
  return <PlaceholderPage />;
}
