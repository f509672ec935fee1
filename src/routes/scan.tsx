import { msg } from '@lingui/core/macro';
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { ScanPage } from '@/features/scan';
import { optionalString } from './-search';

export const Route = createFileRoute('/scan')({
  staticData: { title: msg`Scan an exhibit`, fixedLayout: true },
  validateSearch: (search: Record<string, unknown>) => ({ museumId: optionalString(search.museumId) }),
  component: ScanRoute,
});

function ScanRoute() {
  const { museumId } = useSearch({ from: '/scan' });
  return <ScanPage key={museumId ?? ''} museumId={museumId} />;
}
