// The door of a paid file under /media: open to a request signed for a member (the URL the
// catalogue gave them, valid for about an hour) or carrying the token of a member whose
// unlocks cover the file. Otherwise a plain status, never the file: 401 without credentials
// (no signature, no token, or a token that names nobody), 403 with credentials that do not
// open it (a signature that does not hold or has expired, a member without the unlock).
import type { Context } from 'hono';
import { MEDIA_PREFIX } from '@contract';
import { callerOf, covers } from '../members/point-access';
import type { AppBindings } from '../lib/types';

/** Paid files are the member's own: no shared cache keeps them. */
export const PAID_MEDIA_CACHE_CONTROL = 'private, no-store';

function refusal(status: 401 | 403, reason: string): Response {
  const headers = new Headers({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  if (status === 401) headers.set('WWW-Authenticate', 'Bearer realm="media"');
  return new Response(reason, { status, headers });
}

/** null: the file is free; 'open': paid, and this request may have it; else the refusal to send. */
export async function guardPaidMedia(c: Context<AppBindings>, rel: string): Promise<Response | 'open' | null> {
  const path = `${MEDIA_PREFIX}/${rel}`;
  const { db, paidMedia, logger } = c.var;
  const paid = await paidMedia.index.lookup(db, path);
  if (!paid) return null;
  const query = new URL(c.req.url).searchParams;
  if (query.has('signature')) {
    const { result, member } = await paidMedia.signer.check(path, query);
    if (result === 'valid') return 'open';
    logger.info({ path, result, member }, 'paid media: signature refused');
    return refusal(403, result === 'expired' ? 'This link has expired' : 'This link is not valid');
  }
  const authorization = c.req.header('authorization');
  if (!authorization) return refusal(401, 'This narration is for members who unlocked it');
  const caller = await callerOf(db, authorization);
  if (!caller) return refusal(401, 'Please log in again');
  return paid.points.some((point) => covers(caller, { ...point, locked: true }))
    ? 'open'
    : refusal(403, 'Please unlock this explanation point first');
}
