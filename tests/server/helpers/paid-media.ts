// Paid narrations in the server tests: a locked point with recordings of its own, orders paid
// through the real endpoints and the sandbox's signed notification, media URLs signed here
// with node:crypto by the documented recipe (no server code), and the media bundle's framing.
import { createHmac, randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { MediaBundleHeader } from '../../../src/lib/contract/index';
import { MEMBER_ENDPOINTS, type Order, type PaymentStart } from '../../../src/lib/contract/member';
import { createMember, lockPoint, memberApi, postNotification, type TestMember } from './order-fixtures';

export const TEST_MEDIA_SECRET = 'test-media-secret-0123456789abcdef0123456789';

/** The locked point of these tests and its own files (fixtures/content/media/audio). */
export const PAID = {
  pointId: 'fx-ym-1',
  placeId: 'fx-yellow-mountain',
  audio: '/media/audio/fx-ym-1.cn.mp3',
  guideAudio: '/media/audio/fx-ym-1.guide.en.mp3',
  /** Named after the point, listed nowhere: paid all the same. */
  unlisted: '/media/audio/fx-ym-1.fr.mp3',
  narration: { cn: '讲解词', en: 'Narration text' },
  guideNarration: { cn: '金牌讲解', en: 'Gold-medal narration' },
} as const;

/** Locks the point at ¥6 and gives it recordings no free point shares. */
export async function lockWithOwnMedia(pglite: PGlite): Promise<void> {
  await lockPoint(pglite, PAID.pointId, 600);
  await pglite.query(
    `update explanation_points set data = jsonb_set(jsonb_set(data, '{audio,cn,url}', to_jsonb($2::text)), '{guideNarration,audio,en,url}', to_jsonb($3::text)) where id = $1`,
    [PAID.pointId, PAID.audio, PAID.guideAudio],
  );
}

/** A new member who bought the target: order, payment, the provider's notification. */
export async function memberWhoBought(
  base: string,
  pglite: PGlite,
  target: { targetKind: 'point' | 'place'; targetId: string },
): Promise<TestMember> {
  const member = await createMember(pglite);
  const api = memberApi(base, member);
  const order = (await api.post<Order>(MEMBER_ENDPOINTS.orderCreate, { ...target, clientRequestId: randomUUID() })).body
    .data!;
  const { paymentId } = (
    await api.post<PaymentStart>(MEMBER_ENDPOINTS.orderPay, { id: order.id, returnUrl: '/orderDetail' })
  ).body.data!;
  const occurredAt = new Date().toISOString();
  const paid = await postNotification(base, {
    eventId: randomUUID(),
    type: 'payment.succeeded',
    paymentId,
    orderId: order.id,
    amountMinor: order.amountMinor,
    occurredAt,
  });
  if (paid.status !== 200) throw new Error(`payment not applied: ${JSON.stringify(paid.body)}`);
  return member;
}

/** `path` signed for `member` until `expires` (unix seconds), as the server documents it. */
export function signedPath(path: string, member: string, expires: number, secret = TEST_MEDIA_SECRET): string {
  const signature = createHmac('sha256', secret).update(`${path}\n${expires}\n${member}`).digest('base64url');
  return `${path}?${new URLSearchParams({ expires: String(expires), member, signature }).toString()}`;
}

export const bearer = (member: TestMember | null): Record<string, string> =>
  member ? { authorization: `Bearer ${member.token}` } : {};

/** The items of a media bundle (4-byte length, JSON header, bytes). */
export function bundleItems(body: Buffer): Array<{ header: MediaBundleHeader; bytes: Buffer }> {
  const items: Array<{ header: MediaBundleHeader; bytes: Buffer }> = [];
  for (let at = 0; at < body.length;) {
    const length = body.readUInt32BE(at);
    const header = JSON.parse(body.subarray(at + 4, at + 4 + length).toString('utf8')) as MediaBundleHeader;
    at += 4 + length;
    items.push({ header, bytes: body.subarray(at, at + header.bytes) });
    at += header.bytes;
  }
  return items;
}
