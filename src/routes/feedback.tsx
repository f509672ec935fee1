import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';

export const Route = createFileRoute('/feedback')({
  staticData: { title: msg`Contact us` },
  component: FeedbackPage,
});

function FeedbackPage() {
  return <PlaceholderPage />;
}
