import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailPage } from '@/features/orders';
import { optionalString } from './-search';

export const Route = createFileRoute('/orderDetail')({
  staticData: { title: msg`Order detail` },
  validateSearch: (search: Record<string, unknown>): { id?: string; paid?: 1 } => ({
    id: optionalString(search.id),
    // Back from the payment page: check until the payment is confirmed.
    paid: search.paid === 1 || search.paid === '1' || search.paid === true ? (1 as const) : undefined,
  }),
  component: OrderDetailRoute,
});

function OrderDetailRoute() {
  const { id, paid } = Route.useSearch();
  return <OrderDetailPage id={id} paid={paid === 1} />;
}
