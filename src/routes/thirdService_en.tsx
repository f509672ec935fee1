import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/legal';

export const Route = createFileRoute('/thirdService_en')({
  staticData: { title: msg`Third-party information sharing`, background: '#ffffff', titleLocale: 'en' },
  component: ThirdServiceEnPage,
});

function ThirdServiceEnPage() {
  return <LegalPage text="third-party.en" />;
}
