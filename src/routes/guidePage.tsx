import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { GuideListPage } from '@/features/guides';

export const Route = createFileRoute('/guidePage')({
  staticData: { title: msg`Gold-medal guides`, footer: true },
  component: GuideListPage,
});
