// Orders: reads scoped to their member, the conditional status updates, and the expiry of
// unpaid orders (which gives their coupons back).
import { sql, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { Page } from '@contract';
import type { Order, OrderStatus, OrderTargetKind } from '@contract/member';
import type { Database, OrdersTable } from '../schema';
import { offsetOf, pageOf, type Paging } from './paging';

type Db = Kysely<Database> | Transaction<Database>;
export type OrderRow = Selectable<OrdersTable>;

export const EXPIRED_REASON = 'Payment timed out';

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

export function orderOfRow(row: OrderRow): Order {
  return {
    id: row.id,
    orderNo: row.order_no,
    status: row.status,
    targetKind: row.target_kind,
    targetId: row.target_id,
    title: row.title,
    priceMinor: row.price_minor,
    discountMinor: row.discount_minor,
    amountMinor: row.amount_minor,
    paidMinor: row.paid_minor,
    couponId: row.coupon_id,
    paymentMethod: row.payment_method,
    createdAt: iso(row.created_at)!,
    payBefore: iso(row.pay_before)!,
    paidAt: iso(row.paid_at),
    cancelledAt: iso(row.cancelled_at),
    cancelReason: row.cancel_reason,
    refundRequestedAt: iso(row.refund_requested_at),
    refundedAt: iso(row.refunded_at),
    refundReason: row.refund_reason,
  };
}

export async function findMemberOrder(db: Db, memberId: string, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
}

export async function findOrderByRequest(
  db: Db,
  memberId: string,
  clientRequestId: string,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('client_request_id', '=', clientRequestId)
    .executeTakeFirst();
}

/** The member's orders for a target in the given statuses, newest first. */
export async function ordersForTarget(
  db: Db,
  memberId: string,
  kind: OrderTargetKind,
  targetId: string,
  statuses: readonly OrderStatus[],
): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('target_kind', '=', kind)
    .where('target_id', '=', targetId)
    .where('status', 'in', statuses)
    .orderBy('created_at', 'desc')
    .execute();
}

export async function listMemberOrders(
  db: Db,
  memberId: string,
  filter: Paging & { status?: OrderStatus },
): Promise<Page<Order>> {
  let base = db.selectFrom('orders').where('member_id', '=', memberId);
  if (filter.status) base = base.where('status', '=', filter.status);
  // The total rides along with the page (one query); only a page past the end needs a count.
  const rows = await base
    .selectAll()
    .select(sql<number>`(count(*) over ())::int`.as('total_count'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.pageSize)
    .offset(offsetOf(filter))
    .execute();
  const total =
    rows[0]?.total_count ?? (await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
  return pageOf(rows.map(orderOfRow), total, filter);
}

/** The conditional update of one move: only a row still in `from` changes. */
export async function updateOrderStatus(
  db: Db,
  id: string,
  from: OrderStatus,
  set: Omit<Updateable<OrdersTable>, 'id' | 'member_id'> & { status: OrderStatus },
): Promise<OrderRow | undefined> {
  return db
    .updateTable('orders')
    .set(set)
    .where('id', '=', id)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteOrderIn(db: Db, id: string, from: OrderStatus): Promise<boolean> {
  const row = await db
    .deleteFrom('orders')
    .where('id', '=', id)
    .where('status', '=', from)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A cancelled order gives its coupon back, unless the coupon has expired meanwhile. */
export async function releaseCoupons(db: Db, orderIds: string[], now: Date): Promise<void> {
  if (!orderIds.length) return;
  await db
    .updateTable('member_coupons')
    .set({ used_order_id: null, used_at: null })
    .where('used_order_id', 'in', orderIds)
    .where('expires_at', '>', now)
    .execute();
}

/**
 * Cancels unpaid orders past their payBefore (of one member, or all) and releases their
 * coupons, in one transaction. Returns how many were cancelled.
 */
export async function expireUnpaidOrders(db: Kysely<Database>, now = new Date(), memberId?: string): Promise<number> {
  // A cheap look first: most reads find nothing to expire and need no transaction.
  let probe = db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'awaiting-payment')
    .where('pay_before', '<=', now);
  if (memberId) probe = probe.where('member_id', '=', memberId);
  if (!(await probe.limit(1).executeTakeFirst())) return 0;
  return db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable('orders')
      .set({ status: 'cancelled', cancelled_at: now, cancel_reason: EXPIRED_REASON })
      .where('status', '=', 'awaiting-payment')
      .where('pay_before', '<=', now);
    if (memberId) update = update.where('member_id', '=', memberId);
    const cancelled = await update.returning('id').execute();
    await releaseCoupons(
      trx,
      cancelled.map((r) => r.id),
      now,
    );
    return cancelled.length;
  });
}
