// One order, local first: Dexie's copy at once, the server's written over it. Opened with
// paid=1 (back from the payment page), it asks again a few times until the payment's
// notification has made the order paid, then refreshes the unlocks.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db } from '@/db/database';
import type { Order } from '@contract/member';
import { useRefresh, type RefreshState } from '@/hooks/use-refresh';
import { fetchOrder } from '../api/orders-api';
import { followOrder } from '../state/follow-order';
import { storeOrders } from '../state/stored-orders';

export type PaymentCheck = 'none' | 'checking' | 'paid' | 'pending';

async function loadOrder(id: string): Promise<Order> {
  const order = await fetchOrder(id);
  await storeOrders([order]);
  return order;
}

export function useOrderDetail(
  id: string | undefined,
  paid: boolean,
): { order: Order | null | undefined; state: RefreshState; error: unknown; retry: () => void; payment: PaymentCheck } {
  const order = useLiveQuery(async () => (id ? ((await db.memberOrders.get(id)) ?? null) : null), [id]);
  const { state, error, retry } = useRefresh(id ? `order:${id}` : null, () => loadOrder(id!));
  const [payment, setPayment] = useState<PaymentCheck>(paid ? 'checking' : 'none');
  useEffect(() => {
    if (!id || !paid) return;
    let live = true;
    void followOrder(id, 'awaiting-payment', () => live).then((latest) => {
      if (live) setPayment(latest === null ? 'pending' : latest.status === 'paid' ? 'paid' : 'none');
    });
    return () => {
      live = false;
    };
  }, [id, paid]);
  return { order, state, error, retry, payment };
}
