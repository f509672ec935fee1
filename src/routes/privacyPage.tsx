import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/legal';

export const Route = createFileRoute('/privacyPage')({
  staticData: { title: msg`Privacy policy`, background: '#ffffff', titleLocale: 'cn' },
  component: PrivacyPagePage,
});

function PrivacyPagePage() {
  return <LegalPage text="privacy.cn" />;
}
