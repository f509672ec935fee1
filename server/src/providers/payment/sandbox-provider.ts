// The embedded sandbox payment provider. It keeps its payments in the database (sandbox-store.ts:
// any instance serves its page), and tells the server what happened the way a real provider
// would: a signed notification over real HTTP to /api + paymentNotify, with a stable eventId
// per event, so a repeated delivery is harmless. A refund is notified a moment later, by a
// background job (a timer on the embedded database; on PostgreSQL a queued job that outlives
// the instance and is tried again when the server does not take it).
import { randomInt } from 'node:crypto';
import type { Logger } from 'pino';
import { GATEWAY } from '@contract';
import {
  MEMBER_ENDPOINTS,
  PAYMENT_SIGNATURE_HEADER,
  SANDBOX_PAY_PREFIX,
  type PaymentNotification,
} from '@contract/member';
import type { SecretSource } from '../../members/secret-source';
import { signPaymentBody } from '../../members/payment-signature';
import type { PaymentProvider, RefundRequest } from './provider';
import { memorySandboxStore, type SandboxPayment, type SandboxPaymentStore } from './sandbox-store';

export type { SandboxPayment } from './sandbox-store';

const NOTIFY_ATTEMPTS = 3;

export interface SandboxPayments extends PaymentProvider {
  /** The secret shared with the server (it verifies the notifications with it). */
  secret: SecretSource;
  get(paymentId: string): Promise<SandboxPayment | undefined>;
  /** The member confirmed: notify the server; true when it accepted the payment. */
  confirm(paymentId: string): Promise<boolean>;
  cancel(paymentId: string): Promise<void>;
  /** Sends a refund's notification now; throws when the server did not take it (the job tries again). */
  sendRefund(request: RefundRequest): Promise<void>;
  /** Where the server listens (known once it listens). */
  setServerUrl(url: string): void;
  /** Drops refunds not sent yet and waits for notifications in flight (close). */
  drain(): Promise<void>;
}

export function createSandboxPayments(options: {
  secret: SecretSource;
  logger: Logger;
  /** Fixed delay before a refund is notified (default: random, 0 to 500 ms). */
  refundDelayMs?: number;
  /** Where payments are kept (default: in memory, for a provider made on its own). */
  store?: SandboxPaymentStore;
  /** Queues the refund's notification (default: a timer here). */
  queueRefund?: (request: RefundRequest, delayMs: number) => Promise<void>;
}): SandboxPayments {
  const store = options.store ?? memorySandboxStore();
  const refundTimers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<unknown>>();
  let serverUrl: string | undefined;

  async function notify(notification: PaymentNotification): Promise<number> {
    if (!serverUrl) throw new Error('the sandbox payment provider does not know the server address yet');
    const body = JSON.stringify(notification);
    const signature = signPaymentBody(body, await options.secret());
    let lastError: unknown;
    for (let attempt = 1; attempt <= NOTIFY_ATTEMPTS; attempt++) {
      try {
        const res = await fetch(`${serverUrl}${GATEWAY}${MEMBER_ENDPOINTS.paymentNotify}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: signature },
          body,
        });
        await res.arrayBuffer();
        // A 4xx is the server's final word; a 5xx is worth another try.
        if (res.status < 500) return res.status;
        lastError = new Error(`HTTP ${res.status}`);
      } catch (err) {
        lastError = err;
      }
      await new Promise((done) => setTimeout(done, 100 * attempt));
    }
    throw lastError;
  }

  const notification = (
    type: PaymentNotification['type'],
    p: { paymentId: string; orderId: string; amountMinor: number },
  ): PaymentNotification => ({
    // One id per event: a second delivery of the same event is recognised by the server.
    eventId: `${p.paymentId}:${type}`,
    type,
    paymentId: p.paymentId,
    orderId: p.orderId,
    amountMinor: p.amountMinor,
    occurredAt: new Date().toISOString(),
  });

  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => undefined);
    return promise;
  };

  async function sendRefund(request: RefundRequest): Promise<void> {
    const status = await track(notify(notification('refund.succeeded', request)));
    if (status >= 500) throw new Error(`the server answered the refund notification with ${status}`);
    if (status !== 200) options.logger.warn({ ...request, status }, 'sandbox refund refused by the server');
  }

  const queueRefund =
    options.queueRefund ??
    ((request: RefundRequest, delayMs: number) => {
      const timer = setTimeout(() => {
        refundTimers.delete(timer);
        sendRefund(request).catch((err: unknown) =>
          options.logger.error({ err, ...request }, 'sandbox refund notification failed'),
        );
      }, delayMs);
      refundTimers.add(timer);
      return Promise.resolve();
    });

  return {
    secret: options.secret,
    async createPayment(request) {
      await store.put(request);
      return { payUrl: `${SANDBOX_PAY_PREFIX}/${encodeURIComponent(request.paymentId)}` };
    },
    get: (paymentId) => store.get(paymentId),
    async confirm(paymentId) {
      const payment = await store.get(paymentId);
      if (!payment || payment.state === 'cancelled') return false;
      try {
        const status = await track(notify(notification('payment.succeeded', payment)));
        if (status === 200) await store.move(paymentId, 'pending', 'paid');
        else
          options.logger.warn({ paymentId, orderId: payment.orderId, status }, 'sandbox payment refused by the server');
        return status === 200;
      } catch (err) {
        options.logger.error({ err, paymentId }, 'sandbox payment notification failed');
        return false;
      }
    },
    async cancel(paymentId) {
      await store.move(paymentId, 'pending', 'cancelled');
    },
    async refund(request: RefundRequest) {
      await queueRefund(request, options.refundDelayMs ?? randomInt(0, 501));
    },
    sendRefund,
    setServerUrl(url) {
      serverUrl = url;
    },
    async drain() {
      // Refunds not sent yet by a timer here are dropped (queued jobs stay queued).
      for (const timer of refundTimers) clearTimeout(timer);
      refundTimers.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}
