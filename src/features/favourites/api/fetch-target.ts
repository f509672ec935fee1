// A favourite's or history entry's target that Dexie does not hold yet is fetched once and
// stored, like the detail pages store it.
import { db } from '../../../db/database';
import { pointsClock, putServerPoints } from '../../../db/server-points';
import { request } from '../../../lib/api';
import { ENDPOINTS, type ExplanationPointT } from '../../../lib/contract';
import type { MemberTargetKind } from '../../../lib/contract/member';
import { refreshPlace } from '../../../lib/refresh-place';

const inFlight = new Map<string, Promise<void>>();

async function fetchPoint(id: string): Promise<void> {
  const since = pointsClock();
  const point = await request<ExplanationPointT>(ENDPOINTS.pointDetail, { payload: { id }, errorToast: false });
  await db.transaction('rw', [db.points, db.pendingActions], () => putServerPoints([point], since));
}

export function fetchTarget(kind: MemberTargetKind, id: string): Promise<void> {
  const key = `${kind}:${id}`;
  const running = inFlight.get(key);
  if (running) return running;
  const run = (kind === 'point' ? fetchPoint(id) : refreshPlace(id)).finally(() => inFlight.delete(key));
  inFlight.set(key, run);
  return run;
}
