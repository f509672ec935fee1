import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MinePage } from '@/features/mine';

export const Route = createFileRoute('/mine')({
  staticData: { title: msg`Mine`, footer: true },
  component: MinePage,
});
