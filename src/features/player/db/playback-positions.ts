// Resume positions per point (Dexie `playback`). A finished narration is stored at its end,
// so the next play starts from the beginning.
import { db } from '@/db/database';

/** Where a narration's position is kept: a point's gold-medal guide narration apart from its official one. */
export const positionKey = (pointId: string, track: 'official' | 'guide') =>
  track === 'guide' ? `${pointId}#guide` : pointId;

/** Within this many seconds of the end counts as finished. */
const FINISHED_MARGIN_SEC = 2;
/** Less than this in is not worth resuming. */
const MIN_RESUME_SEC = 1;

export async function savePosition(pointId: string, positionSec: number, durationSec: number): Promise<void> {
  if (!(durationSec > 0)) return;
  try {
    await db.playback.put({
      pointId,
      positionSec: Math.min(positionSec, durationSec),
      durationSec,
      updatedAt: Date.now(),
    });
  } catch {
    // Storage full or unavailable: only the resume point is lost.
  }
}

export const saveFinished = (pointId: string, durationSec: number) => savePosition(pointId, durationSec, durationSec);

/**
 * Where to start a point whose narration lasts `durationSec`: the stored position, scaled
 * when the stored one is of another length (a narration in another language), or 0.
 */
export async function resumePosition(pointId: string, durationSec: number): Promise<number> {
  let stored;
  try {
    stored = await db.playback.get(pointId);
  } catch {
    return 0;
  }
  if (!stored || !(stored.durationSec > 0)) return 0;
  if (stored.positionSec >= stored.durationSec - FINISHED_MARGIN_SEC) return 0;
  const sameLength = !(durationSec > 0) || Math.abs(stored.durationSec - durationSec) < 1;
  const position = sameLength ? stored.positionSec : (stored.positionSec / stored.durationSec) * durationSec;
  return position < MIN_RESUME_SEC ? 0 : position;
}
