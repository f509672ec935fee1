import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '@/features/orders';
import { optionalString } from './-search';

export const Route = createFileRoute('/orders')({
  staticData: { title: msg`My orders` },
  // Checked by the page (an unknown tab shows All): importing the orders feature here would put
  // it, with Dexie, into the first load of every route.
  validateSearch: (search: Record<string, unknown>): { tab?: string } => ({ tab: optionalString(search.tab) }),
  component: OrdersRoute,
});

function OrdersRoute() {
  const { tab } = Route.useSearch();
  return <OrdersPage tab={tab} />;
}
