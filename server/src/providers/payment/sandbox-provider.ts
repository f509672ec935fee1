// The embedded sandbox payment provider. It keeps its pending payments in memory (a restart
// forgets them; paying again registers the order's payment anew), and tells the server
// what happened the way a real provider would: a signed notification over real HTTP to
// /api + paymentNotify, with a stable eventId per event, so a repeated delivery is harmless.
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
import type { PaymentProvider, PaymentRequest, RefundRequest } from './provider';

export interface SandboxPayment extends PaymentRequest {
  state: 'pending' | 'paid' | 'cancelled';
}

/** Enough for any test or demo; the oldest entries go first. */
const MAX_PAYMENTS = 10_000;
const NOTIFY_ATTEMPTS = 3;

export interface SandboxPayments extends PaymentProvider {
  /** The secret shared with the server (it verifies the notifications with it). */
  secret: SecretSource;
  get(paymentId: string): SandboxPayment | undefined;
  /** The member confirmed: notify the server; true when it accepted the payment. */
  confirm(paymentId: string): Promise<boolean>;
  cancel(paymentId: string): void;
  /** Where the server listens (known once it listens). */
  setServerUrl(url: string): void;
  /** Drops refunds not sent yet and waits for notifications in flight (close). */
  drain(): Promise<void>;
}

export function createSandboxPayments(options: {
  secret: SecretSource;
  logger: Logger;
  /** Fixed delay before a refund is notified (default: random, 0 to 500 ms). */ refundDelayMs?: number;
}): SandboxPayments {
  const payments = new Map<string, SandboxPayment>();
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

  return {
    secret: options.secret,
    createPayment(request) {
      payments.delete(request.paymentId);
      payments.set(request.paymentId, { ...request, state: 'pending' });
      if (payments.size > MAX_PAYMENTS) payments.delete(payments.keys().next().value!);
      return { payUrl: `${SANDBOX_PAY_PREFIX}/${encodeURIComponent(request.paymentId)}` };
    },
    get: (paymentId) => payments.get(paymentId),
    async confirm(paymentId) {
      const payment = payments.get(paymentId);
      if (!payment || payment.state === 'cancelled') return false;
      try {
        const status = await notify(notification('payment.succeeded', payment));
        if (status === 200) payment.state = 'paid';
        else
          options.logger.warn({ paymentId, orderId: payment.orderId, status }, 'sandbox payment refused by the server');
        return status === 200;
      } catch (err) {
        options.logger.error({ err, paymentId }, 'sandbox payment notification failed');
        return false;
      }
    },
    cancel(paymentId) {
      const payment = payments.get(paymentId);
      if (payment && payment.state === 'pending') payment.state = 'cancelled';
    },
    refund(request: RefundRequest) {
      const delay = options.refundDelayMs ?? randomInt(0, 501);
      const timer = setTimeout(() => {
        refundTimers.delete(timer);
        const sent = notify(notification('refund.succeeded', request))
          .then((status) => {
            if (status !== 200) options.logger.warn({ ...request, status }, 'sandbox refund refused by the server');
          })
          .catch((err: unknown) => options.logger.error({ err, ...request }, 'sandbox refund notification failed'));
        inFlight.add(sent);
        void sent.finally(() => inFlight.delete(sent));
      }, delay);
      refundTimers.add(timer);
    },
    setServerUrl(url) {
      serverUrl = url;
    },
    async drain() {
      // Refunds not sent yet are dropped (a real provider would retry them later).
      for (const timer of refundTimers) clearTimeout(timer);
      refundTimers.clear();
      await Promise.all([...inFlight]);
    },
  };
}
