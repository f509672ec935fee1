import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { FeedbackPage } from '@/features/feedback';

export const Route = createFileRoute('/feedback')({
  staticData: { title: msg`Contact us` },
  component: FeedbackRoute,
});

function FeedbackRoute() {
  return <FeedbackPage />;
}
