import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';
import { optionalString } from './-search';

export const Route = createFileRoute('/pointDetail')({
  staticData: { title: msg`Explanation point` },
  validateSearch: (search: Record<string, unknown>) => ({ id: optionalString(search.id) }),
  component: PointDetailPage,
});

function PointDetailPage() {
  return <PlaceholderPage />;
}
