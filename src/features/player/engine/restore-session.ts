// At start-up: the last playlist comes back cued (not playing: nothing sounds without the
// visitor asking). While the engine is loaded, positions are saved when the page is hidden or left.
import { db } from '@/db/database';
import type { ExplanationPointT } from '@contract';
import { appStore } from '@/lib/store';
import { isPointLocked, unlocksAtom, unlocksReady } from '@/features/unlocks';
import { queueAtom } from '../state/player-atoms';
import { readSession, saveSession } from '../state/player-session';
import { cue, savePositionNow } from './player-controller';

let restoring: Promise<void> | null = null;

export function registerLifecycleSaves(): void {
  addEventListener('pagehide', savePositionNow);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') savePositionNow();
  });
}

export function startPlayerSession(): Promise<void> {
  restoring ??= restore();
  return restoring;
}

async function restore(): Promise<void> {
  const session = readSession();
  if (!session) return;
  // A bought point is restored too: the stored unlocks must be in the atom first.
  await unlocksReady();
  const found = await db.points.bulkGet(session.pointIds).catch((): Array<ExplanationPointT | undefined> => []);
  // The visitor started something meanwhile: theirs wins.
  if (appStore.get(queueAtom)) return;
  const wanted = session.pointIds[session.index];
  const points = found.filter((p): p is ExplanationPointT => p !== undefined);
  const index = points.findIndex((p) => p.id === wanted);
  if (index < 0 || isPointLocked(points[index]!, appStore.get(unlocksAtom))) return saveSession(null);
  cue(points, index, session.context, false);
}
