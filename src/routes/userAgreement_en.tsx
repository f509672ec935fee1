import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/legal';

export const Route = createFileRoute('/userAgreement_en')({
  staticData: { title: msg`Service agreement`, background: '#ffffff', titleLocale: 'en' },
  component: UserAgreementEnPage,
});

function UserAgreementEnPage() {
  return <LegalPage text="agreement.en" />;
}
