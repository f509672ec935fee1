// Applies the payment provider's signed notifications: 'payment.succeeded' pays an order
// awaiting payment, 'refund.succeeded' finishes a refund. Each event applies once: its
// eventId goes into payment_events in the same transaction as the status change, so a
// repeated delivery changes nothing. An amount that does not match the order, or a move
// the state machine refuses (a payment for an order cancelled meanwhile), changes nothing.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { PaymentNotification } from '@contract/member';
import { expireUnpaidOrders, updateOrderStatus } from '../db/queries/orders';
import type { Database } from '../db/schema';
import { ApiError } from '../lib/respond';
import { ERROR_CODES } from '../lib/error-codes';
import { illegalMove, orderNotFound } from './order-errors';
import { applyMove } from './order-machine';

export async function applyPaymentNotification(
  db: Kysely<Database>,
  n: PaymentNotification,
  logger: Logger,
  now = new Date(),
): Promise<{ applied: boolean }> {
  // An order past its payBefore is cancelled first, as every read does: it cannot be paid.
  await expireUnpaidOrders(db, now);
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', n.orderId)
      .where('payment_id', '=', n.paymentId)
      .executeTakeFirst();
    const recorded = await trx
      .insertInto('payment_events')
      .values({
        event_id: n.eventId,
        member_id: order?.member_id ?? null,
        order_id: n.orderId,
        type: n.type,
        amount_minor: n.amountMinor,
        received_at: now,
      })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!recorded) return { applied: false };
    if (!order) throw orderNotFound(n.orderId);

    const move = n.type === 'payment.succeeded' ? 'pay' : 'refund';
    const expected = move === 'pay' ? order.amount_minor : (order.paid_minor ?? order.amount_minor);
    if (n.amountMinor !== expected) {
      logger.warn(
        { orderId: order.id, eventId: n.eventId, amount: n.amountMinor, expected },
        'payment amount does not match the order',
      );
      throw new ApiError(
        409,
        ERROR_CODES.paymentMismatch,
        `The amount ${n.amountMinor} does not match the order (${expected})`,
      );
    }
    const result = applyMove(order.status, move);
    if (!result.ok) {
      logger.warn(
        { orderId: order.id, eventId: n.eventId, type: n.type, status: order.status },
        'payment notification refused by the order state',
      );
      throw illegalMove(move, order.status);
    }
    const set =
      move === 'pay'
        ? { status: 'paid' as const, paid_minor: n.amountMinor, paid_at: now }
        : { status: 'refunded' as const, refunded_at: now };
    const updated = await updateOrderStatus(trx, order.id, order.status, set);
    if (!updated) {
      logger.warn({ orderId: order.id, eventId: n.eventId }, 'order moved meanwhile: notification refused');
      throw new ApiError(409, ERROR_CODES.orderIllegalMove, 'The order changed meanwhile');
    }
    return { applied: true };
  });
}
