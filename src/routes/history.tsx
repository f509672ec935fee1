import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { HistoryPage } from '@/features/history';

export const Route = createFileRoute('/history')({
  staticData: { title: msg`Browsing history` },
  component: HistoryRoute,
});

function HistoryRoute() {
  return <HistoryPage />;
}
