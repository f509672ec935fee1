import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';

export const Route = createFileRoute('/download')({
  staticData: { title: msg`Download the app` },
  component: DownloadPage,
});

function DownloadPage() {
  return <PlaceholderPage />;
}
