import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MuseumDirectory } from '@/features/museums';

export const Route = createFileRoute('/museum')({
  staticData: { title: msg`Museums` },
  component: MuseumDirectory,
});
