import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountInfoPage } from '@/features/account';

export const Route = createFileRoute('/accountInfo')({
  staticData: { title: msg`Account info` },
  component: AccountInfoPage,
});
