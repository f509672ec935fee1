import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';
import { optionalString } from './-search';

export const Route = createFileRoute('/checkout')({
  staticData: { title: msg`Checkout`, handleArea: true },
  validateSearch: (search: Record<string, unknown>) => ({ pointId: optionalString(search.pointId) }),
  component: CheckoutPage,
});

function CheckoutPage() {
  return <PlaceholderPage />;
}
