// Where the sandbox provider keeps its payments: rows of sandbox_payments (migration 0022), so
// that its page and buttons work through any instance (issue 22); or, for a provider made on
// its own (tests of its page), a bounded map.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaymentRequest } from './provider';

export type SandboxState = 'pending' | 'paid' | 'cancelled';

export interface SandboxPayment extends PaymentRequest {
  state: SandboxState;
}

export interface SandboxPaymentStore {
  /** Registers the payment as pending (replacing an earlier registration of the same id). */
  put(payment: PaymentRequest): Promise<void>;
  get(paymentId: string): Promise<SandboxPayment | undefined>;
  /** Moves the payment from `from` to `to`; false when it was not in `from`. */
  move(paymentId: string, from: SandboxState, to: SandboxState): Promise<boolean>;
}

/** Enough for any test or demo; the oldest entries go first. */
const MAX_PAYMENTS = 10_000;

export function memorySandboxStore(): SandboxPaymentStore {
  const payments = new Map<string, SandboxPayment>();
  return {
    put(request) {
      payments.delete(request.paymentId);
      payments.set(request.paymentId, { ...request, state: 'pending' });
      if (payments.size > MAX_PAYMENTS) payments.delete(payments.keys().next().value!);
      return Promise.resolve();
    },
    get: (paymentId) => Promise.resolve(payments.get(paymentId)),
    move(paymentId, from, to) {
      const payment = payments.get(paymentId);
      if (payment?.state !== from) return Promise.resolve(false);
      payment.state = to;
      return Promise.resolve(true);
    },
  };
}

export function databaseSandboxStore(db: Kysely<Database>): SandboxPaymentStore {
  return {
    async put(request) {
      const row = {
        payment_id: request.paymentId,
        order_id: request.orderId,
        amount_minor: request.amountMinor,
        title: JSON.stringify(request.title),
        return_url: request.returnUrl,
        state: 'pending' as const,
      };
      await db
        .insertInto('sandbox_payments')
        .values(row)
        .onConflict((oc) => oc.column('payment_id').doUpdateSet(row))
        .execute();
    },
    async get(paymentId) {
      const row = await db
        .selectFrom('sandbox_payments')
        .selectAll()
        .where('payment_id', '=', paymentId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        paymentId: row.payment_id,
        orderId: row.order_id,
        amountMinor: row.amount_minor,
        title: row.title,
        returnUrl: row.return_url,
        state: row.state,
      };
    },
    async move(paymentId, from, to) {
      const result = await db
        .updateTable('sandbox_payments')
        .set({ state: to })
        .where('payment_id', '=', paymentId)
        .where('state', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
