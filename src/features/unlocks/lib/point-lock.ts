// Whether a point still needs unlocking: locked in the catalogue and not bought, alone or
// with its whole place, by the member (their Unlocks).
import type { ExplanationPointT } from '@contract';
import type { Unlocks } from '@contract/member';

export const NO_UNLOCKS: Unlocks = { pointIds: [], placeIds: [] };

export function isPointLocked(point: Pick<ExplanationPointT, 'id' | 'placeId' | 'locked'>, unlocks: Unlocks): boolean {
  return point.locked && !unlocks.pointIds.includes(point.id) && !unlocks.placeIds.includes(point.placeId);
}
