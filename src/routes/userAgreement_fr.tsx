import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/legal';

export const Route = createFileRoute('/userAgreement_fr')({
  staticData: { title: msg`Service agreement`, background: '#ffffff', titleLocale: 'fr' },
  component: UserAgreementFrPage,
});

function UserAgreementFrPage() {
  return <LegalPage text="agreement.fr" />;
}
