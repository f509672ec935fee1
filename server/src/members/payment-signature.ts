// The payment provider's signature: hex HMAC-SHA256 of the raw notification body under the
// shared secret, compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const signPaymentBody = (rawBody: string, secret: string): string =>
  createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');

export function verifyPaymentSignature(rawBody: string, signature: string | undefined, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signPaymentBody(rawBody, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}
