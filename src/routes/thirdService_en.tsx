import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';

export const Route = createFileRoute('/thirdService_en')({
  staticData: { title: msg`Third-party information sharing`, background: '#ffffff' },
  component: ThirdServiceEnPage,
});

function ThirdServiceEnPage() {
  return <PlaceholderPage />;
}
