// Who may have a locked point's narration: a member whose unlocks (paid or refunding orders)
// name the point or its place. Everyone else gets the point withheld. Catalogue reads take
// the member from an optional bearer token; a missing, unknown or expired token reads as
// anonymous (the catalogue stays open; the member endpoints are where a bad token is refused).
import type { Kysely } from 'kysely';
import { paidMediaUrls, withholdNarration, type ExplanationPointT } from '@contract';
import type { Unlocks } from '@contract/member';
import type { Database } from '../db/schema';
import { unlocksOf } from '../db/queries/unlocks';
import type { MediaSigner } from './media-signature';
import { memberOfToken } from './tokens';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,128})$/;

export interface Caller {
  memberId: string;
  unlocks: Unlocks;
}

/** The member named by an `Authorization: Bearer` header, with their unlocks; null when anonymous. */
export async function callerOf(db: Kysely<Database>, authorization: string | undefined): Promise<Caller | null> {
  const token = authorization ? BEARER.exec(authorization)?.[1] : undefined;
  const member = token ? await memberOfToken(db, token) : null;
  return member ? { memberId: member.memberId, unlocks: await unlocksOf(db, member.memberId) } : null;
}

/** Whether the caller may have this point's narration. */
export function covers(caller: Caller | null, point: Pick<ExplanationPointT, 'id' | 'placeId' | 'locked'>): boolean {
  if (!point.locked) return true;
  return (
    caller !== null && (caller.unlocks.pointIds.includes(point.id) || caller.unlocks.placeIds.includes(point.placeId))
  );
}

/**
 * The points as the caller may see them (URLs unsigned: what the package's media list is made
 * from); `revealed` when a locked point was given whole (the answer is the member's own).
 */
export function viewPoints(
  points: ExplanationPointT[],
  caller: Caller | null,
): { points: ExplanationPointT[]; revealed: boolean } {
  let revealed = false;
  const viewed = points.map((point) => {
    if (!point.locked) return point;
    if (!covers(caller, point)) return withholdNarration(point);
    revealed = true;
    return point;
  });
  return { points: viewed, revealed };
}

/** The recordings and video of the locked points the caller holds, as URLs signed for the caller. */
export async function signPoints(
  points: ExplanationPointT[],
  caller: Caller | null,
  signer: MediaSigner,
): Promise<ExplanationPointT[]> {
  if (!caller) return points;
  return Promise.all(
    points.map(async (point) => {
      if (!point.locked || point.withheld) return point;
      const signed = new Map<string, string>();
      for (const url of paidMediaUrls(point)) signed.set(url, await signer.sign(url, caller.memberId));
      const audio = (files: ExplanationPointT['audio']) =>
        Object.fromEntries(
          Object.entries(files).map(([locale, file]) => [locale, { ...file, url: signed.get(file.url)! }]),
        );
      const guide = point.guideNarration;
      return {
        ...point,
        audio: audio(point.audio),
        guideNarration: guide ? { ...guide, audio: audio(guide.audio) } : null,
        ...(point.video ? { video: signed.get(point.video)! } : {}),
      };
    }),
  );
}
