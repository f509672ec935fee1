// Paying: the order is created (or found again) and the member goes to the provider's page,
// in their language.
import type { Locale } from '@contract';
import type { MemberCoupon } from '@contract/member';
import { createOrder, startPayment } from '../api/orders-api';
import type { CheckoutItem } from '../hooks/use-checkout-item';
import { clientRequestIdFor, forgetClientRequestId } from '../lib/client-request-id';
import { payPageUrl } from '../lib/pay-page';
import { storeOrders } from './stored-orders';

/** Where the sandbox sends the member back; the server adds the order id and paid=1. */
export const PAYMENT_RETURN_URL = '/orderDetail';

/** Starts the payment of an order awaiting it and leaves for the provider's page. */
export async function goToPayment(orderId: string, lang: Locale): Promise<void> {
  const payment = await startPayment(orderId, PAYMENT_RETURN_URL);
  location.assign(payPageUrl(payment.payUrl, lang));
}

/**
 * Creates the order (idempotent by the stored client request id) and goes to the payment page.
 * The server answers an order already awaiting payment for the same target instead of a new
 * one: if it has another coupon, the member decides on it (its id is returned) rather than
 * paying an amount they did not see.
 */
export async function payFor(item: CheckoutItem, coupon: MemberCoupon | null, lang: Locale): Promise<string | null> {
  const target = `${item.kind}:${item.id}:${coupon?.id ?? ''}`;
  const body = { targetKind: item.kind, targetId: item.id, couponId: coupon?.id ?? null };
  let order = await createOrder({ ...body, clientRequestId: clientRequestIdFor(target) });
  // The stored id belonged to an order that is over (cancelled, paid...): this is a new purchase.
  if (order.status !== 'awaiting-payment') {
    forgetClientRequestId(target);
    order = await createOrder({ ...body, clientRequestId: clientRequestIdFor(target) });
  }
  await storeOrders([order]);
  if ((order.couponId ?? null) !== (coupon?.id ?? null)) {
    forgetClientRequestId(target);
    return order.id;
  }
  const payment = await startPayment(order.id, PAYMENT_RETURN_URL);
  forgetClientRequestId(target);
  location.assign(payPageUrl(payment.payUrl, lang));
  return null;
}
