// After an action whose end the payment provider reports later (a payment, a refund), the
// order is asked again a few times until it leaves the waiting status; then the unlocks
// are refreshed (a refunded order takes its unlock back).
import type { Order, OrderStatus } from '@contract/member';
import { fetchOrder } from '../api/orders-api';
import { storeOrders } from './stored-orders';
import { refreshUnlocks } from '@/features/unlocks';

export const FOLLOW_TRIES = 10;
export const FOLLOW_INTERVAL_MS = 1000;

/** The order once it is no longer `waiting` (null if it still is after the tries, or offline). */
export async function followOrder(
  id: string,
  waiting: OrderStatus,
  isLive: () => boolean = () => true,
): Promise<Order | null> {
  for (let attempt = 0; attempt < FOLLOW_TRIES && isLive(); attempt++) {
    const latest = await fetchOrder(id).catch(() => null);
    if (latest) await storeOrders([latest]);
    if (latest && latest.status !== waiting) {
      await refreshUnlocks().catch(() => undefined);
      return latest;
    }
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_INTERVAL_MS));
  }
  return null;
}
