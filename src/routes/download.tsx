import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { DownloadPage } from '@/features/app-download';

export const Route = createFileRoute('/download')({
  staticData: { title: msg`Download the app` },
  component: DownloadPage,
});
