import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';
import { optionalString } from './-search';

export const Route = createFileRoute('/playerDetail')({
  staticData: { title: msg`Now playing`, fixedLayout: true, background: '#eef2f6' },
  validateSearch: (search: Record<string, unknown>) => ({ id: optionalString(search.id) }),
  component: PlayerDetailPage,
});

function PlayerDetailPage() {
  return <PlaceholderPage />;
}
