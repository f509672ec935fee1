import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/legal';

export const Route = createFileRoute('/privacyPage_fr')({
  staticData: { title: msg`Privacy policy`, background: '#ffffff', titleLocale: 'fr' },
  component: PrivacyPageFrPage,
});

function PrivacyPageFrPage() {
  return <LegalPage text="privacy.fr" />;
}
