import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';

export const Route = createFileRoute('/orders')({
  staticData: { title: msg`My orders` },
  component: OrdersPage,
});

function OrdersPage() {
  return <PlaceholderPage />;
}
