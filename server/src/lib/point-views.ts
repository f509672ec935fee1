// Every answer that carries explanation points gives them as the caller may see them: a
// locked point whole (its media URLs signed) only to a member whose unlocks cover it, else
// withheld. Such answers vary by member: `Vary: Authorization` always, and one that reveals
// a locked point is the member's own (`private, no-store`: no shared cache, nothing left in
// the browser's HTTP cache after a logout).
import type { Context } from 'hono';
import type { ExplanationPointT } from '@contract';
import { callerOf, signPoints, viewPoints, type Caller } from '../members/point-access';
import type { AppBindings } from './types';

export const MEMBER_ANSWER_CACHE_CONTROL = 'private, no-store';

/** Marks the answer as varying by member, and as the member's own when it reveals paid content. */
export function varyByMember(c: Context<AppBindings>, revealed: boolean): void {
  c.header('Vary', 'Authorization', { append: true });
  if (revealed) c.header('Cache-Control', MEMBER_ANSWER_CACHE_CONTROL);
}

/** The caller of this request (null: anonymous, or a token that names nobody). */
export const requestCaller = (c: Context<AppBindings>): Promise<Caller | null> =>
  callerOf(c.var.db, c.req.header('authorization'));

/** The points for this request's caller, and the answer's cache policy set accordingly. */
export async function pointsForCaller(
  c: Context<AppBindings>,
  points: ExplanationPointT[],
): Promise<ExplanationPointT[]> {
  // No locked point: nothing to decide, no database read for the token.
  if (!points.some((point) => point.locked)) {
    varyByMember(c, false);
    return points;
  }
  const caller = await requestCaller(c);
  const viewed = viewPoints(points, caller);
  varyByMember(c, viewed.revealed);
  return signPoints(viewed.points, caller, c.var.paidMedia.signer);
}
