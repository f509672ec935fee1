import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db } from '@/db/database';
import type { AllLocalesTextT } from '@contract';
import type { MemberTargetKind } from '@contract/member';
import { fetchTarget } from '../api/fetch-target';

export interface TargetSummary {
  name: AllLocalesTextT;
  image: string | null;
}

async function readTarget(kind: MemberTargetKind, id: string): Promise<TargetSummary | null> {
  if (kind === 'point') {
    const point = await db.points.get(id);
    return point ? { name: point.name, image: point.image ?? null } : null;
  }
  const place = kind === 'scenic' ? await db.scenicAreas.get(id) : await db.museums.get(id);
  return place ? { name: place.name, image: place.cover ?? null } : null;
}

/**
 * The target's name and picture from Dexie (undefined while reading, null when absent);
 * an absent one is fetched once when online. `failed`: that fetch did not succeed.
 */
export function useTarget(
  kind: MemberTargetKind,
  id: string,
): { target: TargetSummary | null | undefined; failed: boolean } {
  const target = useLiveQuery(() => readTarget(kind, id), [kind, id]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (target !== null || !navigator.onLine) return;
    fetchTarget(kind, id).then(
      () => setFailed(false),
      () => setFailed(true),
    );
  }, [target, kind, id]);
  return { target, failed };
}
