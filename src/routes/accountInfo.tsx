import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';

export const Route = createFileRoute('/accountInfo')({
  staticData: { title: msg`Account info` },
  component: AccountInfoPage,
});

function AccountInfoPage() {
  return <PlaceholderPage />;
}
