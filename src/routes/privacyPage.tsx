import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';

export const Route = createFileRoute('/privacyPage')({
  staticData: { title: msg`Privacy policy`, background: '#ffffff' },
  component: PrivacyPagePage,
});

function PrivacyPagePage() {
  return <PlaceholderPage />;
}
