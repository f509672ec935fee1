import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';
import { optionalString } from './-search';

export const Route = createFileRoute('/scan')({
  staticData: { title: msg`Scan an exhibit`, fixedLayout: true },
  validateSearch: (search: Record<string, unknown>) => ({ museumId: optionalString(search.museumId) }),
  component: ScanPage,
});

function ScanPage() {
  return <PlaceholderPage />;
}
