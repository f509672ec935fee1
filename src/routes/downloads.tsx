import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { DownloadsPage } from '@/features/downloads';

export const Route = createFileRoute('/downloads')({
  staticData: { title: msg`Downloads` },
  component: DownloadsPage,
});
