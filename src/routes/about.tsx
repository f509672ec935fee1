import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/about';

export const Route = createFileRoute('/about')({
  staticData: { title: msg`About us` },
  component: AboutPage,
});
