import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';

export const Route = createFileRoute('/guidePage')({
  staticData: { title: msg`Gold-medal guides`, footer: true },
  component: GuidePagePage,
});

function GuidePagePage() {
  return <PlaceholderPage />;
}
