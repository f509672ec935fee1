import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';
import { optionalString } from './-search';

export const Route = createFileRoute('/guideDetailPage')({
  staticData: { title: msg`Guide profile` },
  validateSearch: (search: Record<string, unknown>) => ({ id: optionalString(search.id) }),
  component: GuideDetailPagePage,
});

function GuideDetailPagePage() {
  return <PlaceholderPage />;
}
