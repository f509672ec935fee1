import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '@/features/orders';
import { optionalString } from './-search';

export const Route = createFileRoute('/checkout')({
  staticData: { title: msg`Checkout`, handleArea: true },
  validateSearch: (search: Record<string, unknown>) => ({
    pointId: optionalString(search.pointId),
    placeId: optionalString(search.placeId),
  }),
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { pointId, placeId } = Route.useSearch();
  return <CheckoutPage pointId={pointId} placeId={placeId} />;
}
