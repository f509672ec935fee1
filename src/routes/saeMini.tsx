import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';

export const Route = createFileRoute('/saeMini')({
  staticData: { title: msg`Mini-program` },
  component: SaeMiniPage,
});

function SaeMiniPage() {
  return <PlaceholderPage />;
}
