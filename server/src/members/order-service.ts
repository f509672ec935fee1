// The member's order actions: create (idempotent, priced from the catalogue, with a coupon),
// start a payment, cancel, ask for a refund, delete. Each status change asks the pure state
// machine and is written with a conditional update, so a concurrent move cannot also win.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Updateable } from 'kysely';
import {
  couponDiscount,
  ORDER_PAYMENT_MINUTES,
  type Order,
  type OrderTargetKind,
  type PaymentStart,
} from '@contract/member';
import { findMemberCoupon, useCoupon } from '../db/queries/coupons';
import {
  deleteOrderIn,
  expireUnpaidOrders,
  findMemberOrder,
  findOrderByRequest,
  orderOfRow,
  ordersForTarget,
  releaseCoupons,
  updateOrderStatus,
  type OrderRow,
} from '../db/queries/orders';
import type { Database, OrdersTable } from '../db/schema';
import type { PaymentProvider } from '../providers/payment/provider';
import { alreadyUnlocked, couponNotFound, couponUnavailable, illegalMove, orderNotFound } from './order-errors';
import { applyMove, UNLOCKING_STATUSES, type OrderMove } from './order-machine';
import { newOrderNo } from './order-pricing';
import { priceTarget } from './order-target';

export interface CreateOrderInput {
  targetKind: OrderTargetKind;
  targetId: string;
  couponId?: string;
  clientRequestId: string;
}

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

export async function createOrder(
  db: Kysely<Database>,
  memberId: string,
  input: CreateOrderInput,
  now = new Date(),
): Promise<Order> {
  const repeated = await findOrderByRequest(db, memberId, input.clientRequestId);
  if (repeated) return orderOfRow(repeated);
  await expireUnpaidOrders(db, now, memberId);
  try {
    const row = await db.transaction().execute(async (trx) => {
      // One order creation of a member at a time: the checks below cannot be raced.
      await sql`select pg_advisory_xact_lock(hashtext(${`order-create:${memberId}`}))`.execute(trx);
      const again = await findOrderByRequest(trx, memberId, input.clientRequestId);
      if (again) return again;
      const target = await priceTarget(trx, input.targetKind, input.targetId);
      const held = await ordersForTarget(trx, memberId, input.targetKind, input.targetId, UNLOCKING_STATUSES);
      const placeHeld =
        input.targetKind === 'point' &&
        (await ordersForTarget(trx, memberId, 'place', target.placeId, UNLOCKING_STATUSES)).length;
      if (held.length || placeHeld) throw alreadyUnlocked();
      const [waiting] = await ordersForTarget(trx, memberId, input.targetKind, input.targetId, ['awaiting-payment']);
      if (waiting) return waiting;

      let discountMinor = 0;
      if (input.couponId) {
        const coupon = await findMemberCoupon(trx, memberId, input.couponId, now);
        if (!coupon) throw couponNotFound(input.couponId);
        if (coupon.status !== 0)
          throw couponUnavailable(coupon.status === 2 ? 'This coupon has been used' : 'This coupon has expired');
        if (target.priceMinor < coupon.minSpendMinor)
          throw couponUnavailable('The order does not reach the coupon’s minimum spend');
        discountMinor = couponDiscount(target.priceMinor, coupon.amountOffMinor);
      }
      const id = randomUUID();
      const inserted = await trx
        .insertInto('orders')
        .values({
          id,
          order_no: newOrderNo(now),
          member_id: memberId,
          client_request_id: input.clientRequestId,
          status: 'awaiting-payment',
          target_kind: input.targetKind,
          target_id: input.targetId,
          title: JSON.stringify(target.title),
          price_minor: target.priceMinor,
          discount_minor: discountMinor,
          amount_minor: target.priceMinor - discountMinor,
          coupon_id: input.couponId ?? null,
          created_at: now,
          pay_before: new Date(now.getTime() + ORDER_PAYMENT_MINUTES * 60_000),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (input.couponId && !(await useCoupon(trx, memberId, input.couponId, id, now))) {
        throw couponUnavailable('This coupon is no longer available');
      }
      return inserted;
    });
    return orderOfRow(row);
  } catch (err) {
    // A concurrent request with the same clientRequestId won: answer its order.
    if (isUniqueViolation(err)) {
      const winner = await findOrderByRequest(db, memberId, input.clientRequestId);
      if (winner) return orderOfRow(winner);
    }
    throw err;
  }
}

/** The member's order, after expiring what is due (a read never shows an expired order as payable). */
export async function memberOrder(
  db: Kysely<Database>,
  memberId: string,
  id: string,
  now = new Date(),
): Promise<OrderRow> {
  await expireUnpaidOrders(db, now, memberId);
  const row = await findMemberOrder(db, memberId, id);
  if (!row) throw orderNotFound(id);
  return row;
}

type MoveSet = Omit<Updateable<OrdersTable>, 'id' | 'member_id' | 'status'>;

/** One move on an order the caller already holds: the machine decides, the conditional update applies. */
export async function moveOrder(
  db: Kysely<Database>,
  row: OrderRow,
  move: OrderMove,
  set: MoveSet,
): Promise<OrderRow | null> {
  const result = applyMove(row.status, move);
  if (!result.ok) throw illegalMove(move, row.status);
  if (result.to === 'deleted') {
    if (await deleteOrderIn(db, row.id, row.status)) return null;
  } else {
    const updated = await updateOrderStatus(db, row.id, row.status, { ...set, status: result.to });
    if (updated) return updated;
  }
  // Another move won meanwhile: report the status it left.
  const now = await findMemberOrder(db, row.member_id, row.id);
  throw now ? illegalMove(move, now.status) : orderNotFound(row.id);
}

export async function cancelOrder(
  db: Kysely<Database>,
  memberId: string,
  id: string,
  reason: string | undefined,
  now = new Date(),
): Promise<Order> {
  const row = await memberOrder(db, memberId, id, now);
  const moved = await db.transaction().execute(async (trx) => {
    const result = await moveOrder(trx, row, 'cancel', {
      cancelled_at: now,
      cancel_reason: reason?.trim() || 'Cancelled by the member',
    });
    await releaseCoupons(trx, [id], now);
    return result!;
  });
  return orderOfRow(moved);
}

export async function requestRefund(
  db: Kysely<Database>,
  payments: PaymentProvider,
  memberId: string,
  id: string,
  reason: string | undefined,
  now = new Date(),
): Promise<Order> {
  const row = await memberOrder(db, memberId, id, now);
  const moved = (await moveOrder(db, row, 'requestRefund', {
    refund_requested_at: now,
    refund_reason: reason?.trim() || 'Requested by the member',
  }))!;
  // The provider answers with a signed 'refund.succeeded' notification shortly after.
  await payments.refund({
    paymentId: moved.payment_id!,
    orderId: moved.id,
    amountMinor: moved.paid_minor ?? moved.amount_minor,
  });
  return orderOfRow(moved);
}

export async function deleteOrder(db: Kysely<Database>, memberId: string, id: string, now = new Date()): Promise<void> {
  const row = await memberOrder(db, memberId, id, now);
  await moveOrder(db, row, 'delete', {});
}

export async function startPayment(
  db: Kysely<Database>,
  payments: PaymentProvider,
  memberId: string,
  id: string,
  returnUrl: string,
  now = new Date(),
): Promise<PaymentStart> {
  const row = await memberOrder(db, memberId, id, now);
  if (row.status !== 'awaiting-payment') throw illegalMove('startPayment', row.status);
  // One payment per order: paying again reuses it, so an earlier page stays valid.
  const paymentId = row.payment_id ?? randomUUID();
  if (!row.payment_id) {
    const set = await db
      .updateTable('orders')
      .set({ payment_id: paymentId, payment_method: 'sandbox' })
      .where('id', '=', id)
      .where('status', '=', 'awaiting-payment')
      .where('payment_id', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!set) return startPayment(db, payments, memberId, id, returnUrl, now);
  }
  const { payUrl } = await payments.createPayment({
    paymentId,
    orderId: id,
    amountMinor: row.amount_minor,
    title: row.title,
    returnUrl,
  });
  return { paymentId, payUrl };
}
