import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MiniProgramPage } from '@/features/app-download';

export const Route = createFileRoute('/saeMini')({
  staticData: { title: msg`Mini-program` },
  component: MiniProgramPage,
});
