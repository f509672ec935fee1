// What the server asks of a payment provider. The embedded sandbox is the only one; a real
// provider would implement the same two calls and post the same signed notifications.
import type { AllLocalesTextT } from '@contract/catalog';

export interface PaymentRequest {
  paymentId: string;
  orderId: string;
  amountMinor: number;
  title: AllLocalesTextT;
  /** A same-origin path the provider sends the member back to. */
  returnUrl: string;
}

export interface RefundRequest {
  paymentId: string;
  orderId: string;
  amountMinor: number;
}

export interface PaymentProvider {
  /** Registers a payment; answers the page where the member confirms it. */
  createPayment(request: PaymentRequest): Promise<{ payUrl: string }>;
  /** Starts a refund; the provider notifies the server when it is done. */
  refund(request: RefundRequest): Promise<void>;
}
