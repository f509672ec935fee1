// One order, local first: Dexie's copy at once, the server's written over it. Opened with
// paid=1 (back from the payment page), it asks again a few times until the payment's
// notification has made the order paid, then refreshes the unlocks.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db } from '../../../db/database';
import type { Order } from '../../../lib/contract/member';
import { useNetworkRefresh, type RefreshState } from '../../../lib/use-network-refresh';
import { fetchOrder } from '../api/orders-api';
import { refreshUnlocks } from '../state/unlocks';
import { storeOrders } from '../state/stored-orders';

export const PAID_POLL_TRIES = 10;
export const PAID_POLL_INTERVAL_MS = 1000;

export type PaymentCheck = 'none' | 'checking' | 'paid' | 'pending';

async function loadOrder(id: string): Promise<Order> {
  const order = await fetchOrder(id);
  await storeOrders([order]);
  return order;
}

export function useOrderDetail(id: string | undefined, paid: boolean): { order: Order | null | undefined; state: RefreshState; retry: () => void; payment: PaymentCheck } {
  const order = useLiveQuery(async () => (id ? ((await db.memberOrders.get(id)) ?? null) : null), [id]);
  const { state, retry } = useNetworkRefresh(id ? `order:${id}` : null, () => loadOrder(id!));
  const [payment, setPayment] = useState<PaymentCheck>(paid ? 'checking' : 'none');
  useEffect(() => {
    if (!id || !paid) return;
    let live = true;
    void (async () => {
      for (let attempt = 0; attempt < PAID_POLL_TRIES && live; attempt++) {
        const latest = await loadOrder(id).catch(() => null);
        if (latest && latest.status !== 'awaiting-payment') {
          await refreshUnlocks().catch(() => undefined);
          if (live) setPayment(latest.status === 'paid' ? 'paid' : 'none');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, PAID_POLL_INTERVAL_MS));
      }
      if (live) setPayment('pending');
    })();
    return () => {
      live = false;
    };
  }, [id, paid]);
  return { order, state, retry, payment };
}
