import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';

export const Route = createFileRoute('/downloads')({
  staticData: { title: msg`Downloads` },
  component: DownloadsPage,
});

function DownloadsPage() {
  return <PlaceholderPage />;
}
