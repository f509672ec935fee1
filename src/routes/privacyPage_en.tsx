import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';

export const Route = createFileRoute('/privacyPage_en')({
  staticData: { title: msg`Privacy policy`, background: '#ffffff' },
  component: PrivacyPageEnPage,
});

function PrivacyPageEnPage() {
  return <PlaceholderPage />;
}
