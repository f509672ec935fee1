import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { isOrderTab, OrdersPage, type OrdersScreenTab } from '../features/orders';

export const Route = createFileRoute('/orders')({
  staticData: { title: msg`My orders` },
  validateSearch: (search: Record<string, unknown>): { tab?: OrdersScreenTab } => ({
    tab: search.tab === 'coupons' || isOrderTab(search.tab) ? search.tab : undefined,
  }),
  component: OrdersRoute,
});

function OrdersRoute() {
  const { tab } = Route.useSearch();
  return <OrdersPage tab={tab ?? 'all'} />;
}
