// Shared by the order, payment and coupon tests: members made straight in the database
// (a member row and a token stored as its sha256, as issueToken does), locked points, and
// calls to the member endpoints with the bearer token.
import { randomBytes, randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { GATEWAY, type ApiResponse } from '../../../src/lib/contract/index';
import { MEMBER_ENDPOINTS, PAYMENT_SIGNATURE_HEADER, type PaymentNotification } from '../../../src/lib/contract/member';
import { signPaymentBody } from '../../../server/src/members/payment-signature';
import { sha256Hex } from '../../../server/src/members/tokens';

export const TEST_PAYMENT_SECRET = 'test-payment-secret-0123456789abcdef0123456789';

export interface TestMember {
  memberId: string;
  token: string;
}

let mobiles = 0;

export async function createMember(pglite: PGlite): Promise<TestMember> {
  const memberId = randomUUID();
  const mobile = `139${String(process.pid % 10000).padStart(4, '0')}${String(++mobiles).padStart(4, '0')}`;
  await pglite.query('insert into members (id, mobile, open_id) values ($1, $2, $3)', [memberId, mobile, randomUUID()]);
  const token = randomBytes(32).toString('base64url');
  await pglite.query(
    `insert into member_tokens (id, member_id, token_hash, expires_at) values ($1, $2, $3, now() + interval '1 day')`,
    [randomUUID(), memberId, sha256Hex(token)],
  );
  return { memberId, token };
}

/** The fixture catalogue has no locked point: lock some for the tests. */
export async function lockPoint(pglite: PGlite, id: string, priceMinor: number): Promise<void> {
  await pglite.query(
    `update explanation_points set data = jsonb_set(jsonb_set(data, '{locked}', 'true'), '{priceMinor}', $2::text::jsonb) where id = $1`,
    [id, String(priceMinor)],
  );
}

export interface Reply<T> {
  status: number;
  body: ApiResponse<T>;
}

export function memberApi(base: string, member: TestMember | null) {
  const auth: Record<string, string> = member ? { authorization: `Bearer ${member.token}` } : {};
  return {
    async get<T>(path: string, query: Record<string, string | number> = {}): Promise<Reply<T>> {
      const url = new URL(`${GATEWAY}${path}`, base);
      for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
      const res = await fetch(url, { headers: auth });
      return { status: res.status, body: (await res.json()) as ApiResponse<T> };
    },
    async post<T>(path: string, body: unknown): Promise<Reply<T>> {
      const res = await fetch(new URL(`${GATEWAY}${path}`, base), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as ApiResponse<T> };
    },
  };
}

/** Posts a notification as the provider would (signed with `secret`; a raw body may be given). */
export async function postNotification(
  base: string,
  notification: PaymentNotification,
  options: { secret?: string; signature?: string; raw?: string } = {},
): Promise<Reply<{ received: true; applied: boolean }>> {
  const body = options.raw ?? JSON.stringify(notification);
  const res = await fetch(new URL(`${GATEWAY}${MEMBER_ENDPOINTS.paymentNotify}`, base), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [PAYMENT_SIGNATURE_HEADER]: options.signature ?? signPaymentBody(body, options.secret ?? TEST_PAYMENT_SECRET),
    },
    body,
  });
  return { status: res.status, body: (await res.json()) as ApiResponse<{ received: true; applied: boolean }> };
}

export const uuid = () => randomUUID();
