import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/legal';

export const Route = createFileRoute('/thirdService')({
  staticData: { title: msg`Third-party information sharing`, background: '#ffffff', titleLocale: 'cn' },
  component: ThirdServicePage,
});

function ThirdServicePage() {
  return <LegalPage text="third-party.cn" />;
}
