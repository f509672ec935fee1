import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/legal';

export const Route = createFileRoute('/privacyPage_en')({
  staticData: { title: msg`Privacy policy`, background: '#ffffff', titleLocale: 'en' },
  component: PrivacyPageEnPage,
});

function PrivacyPageEnPage() {
  return <LegalPage text="privacy.en" />;
}
