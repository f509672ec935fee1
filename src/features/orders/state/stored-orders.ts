// The member's orders last loaded, in Dexie: My orders and the order detail show them at once
// and offline; a refresh of a tab's first page replaces what that tab held.
import { db } from '@/db/database';
import type { Order, OrderStatus } from '@contract/member';

export async function readStoredOrders(statuses: OrderStatus[] | null): Promise<Order[]> {
  const rows = statuses
    ? await db.memberOrders.where('status').anyOf(statuses).toArray()
    : await db.memberOrders.toArray();
  return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** A first page: the tab's stored orders are replaced by it (deleted or moved orders leave). */
export async function replaceStoredOrders(statuses: OrderStatus[] | null, orders: Order[]): Promise<void> {
  await db.transaction('rw', db.memberOrders, async () => {
    if (statuses) await db.memberOrders.where('status').anyOf(statuses).delete();
    else await db.memberOrders.clear();
    await db.memberOrders.bulkPut(orders);
  });
}

export async function storeOrders(orders: Order[]): Promise<void> {
  await db.memberOrders.bulkPut(orders);
}

export async function forgetOrder(id: string): Promise<void> {
  await db.memberOrders.delete(id);
}
