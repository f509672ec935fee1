import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';

export const Route = createFileRoute('/history')({
  staticData: { title: msg`Browsing history` },
  component: HistoryPage,
});

function HistoryPage() {
  return <PlaceholderPage />;
}
