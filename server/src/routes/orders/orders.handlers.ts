import type { Kysely } from 'kysely';
import { expireUnpaidOrders, listMemberOrders, orderOfRow } from '../../db/queries/orders';
import type { Database } from '../../db/schema';
import {
  cancelOrder,
  createOrder,
  deleteOrder,
  memberOrder,
  requestRefund,
  startPayment,
} from '../../members/order-service';
import type { PaymentProvider } from '../../providers/payment/provider';
import { ok } from '../../lib/respond';
import type { AppRouteHandler } from '../../lib/types';
import type {
  CancelRoute,
  CreateRoute,
  DetailRoute,
  ListRoute,
  PayRoute,
  RefundRoute,
  RemoveRoute,
} from './orders.routes';

/** requireMember ran before every handler here. */
const memberId = (c: { var: { member?: { memberId: string } } }) => c.var.member!.memberId;

export const create: AppRouteHandler<CreateRoute> = async (c) =>
  c.json(ok(await createOrder(c.var.db, memberId(c), c.req.valid('json'))), 200);

export const list: AppRouteHandler<ListRoute> = async (c) => {
  const db: Kysely<Database> = c.var.db;
  await expireUnpaidOrders(db, new Date(), memberId(c));
  return c.json(ok(await listMemberOrders(db, memberId(c), c.req.valid('query'))), 200);
};

export const detail: AppRouteHandler<DetailRoute> = async (c) =>
  c.json(ok(orderOfRow(await memberOrder(c.var.db, memberId(c), c.req.valid('query').id))), 200);

export const makePay =
  (payments: PaymentProvider): AppRouteHandler<PayRoute> =>
  async (c) => {
    const { id, returnUrl } = c.req.valid('json');
    return c.json(ok(await startPayment(c.var.db, payments, memberId(c), id, returnUrl)), 200);
  };

export const cancel: AppRouteHandler<CancelRoute> = async (c) => {
  const { id, reason } = c.req.valid('json');
  return c.json(ok(await cancelOrder(c.var.db, memberId(c), id, reason)), 200);
};

export const makeRefund =
  (payments: PaymentProvider): AppRouteHandler<RefundRoute> =>
  async (c) => {
    const { id, reason } = c.req.valid('json');
    return c.json(ok(await requestRefund(c.var.db, payments, memberId(c), id, reason)), 200);
  };

export const remove: AppRouteHandler<RemoveRoute> = async (c) => {
  await deleteOrder(c.var.db, memberId(c), c.req.valid('json').id);
  return c.json(ok({ deleted: true as const }), 200);
};
