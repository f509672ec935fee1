import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/legal';

export const Route = createFileRoute('/userAgreement')({
  staticData: { title: msg`Service agreement`, background: '#ffffff', titleLocale: 'cn' },
  component: UserAgreementPage,
});

function UserAgreementPage() {
  return <LegalPage text="agreement.cn" />;
}
