import { useMemo } from 'react';
import type { ExplanationPointT } from '@contract';
import { fitAffine } from '../lib/affine';
import { nearestInRange, nearestPoint } from '../lib/geo';
import { useVisitorPosition } from './use-visitor-position';

/**
 * The visitor against the place: their spot on the map (when three stops tie the map to the
 * earth), the nearest stop, and the stop whose radius they are inside.
 */
export function usePlaceLocation(points: ExplanationPointT[]) {
  const location = useVisitorPosition();
  const toMap = useMemo(
    () =>
      fitAffine(
        points.flatMap((p) => (p.geo && p.mapPosition ? [{ lat: p.geo.lat, lng: p.geo.lng, ...p.mapPosition }] : [])),
      ),
    [points],
  );
  const position = location.position;
  return {
    status: location.status,
    start: location.start,
    visitor: position && toMap ? toMap(position.lat, position.lng) : null,
    nearby: position ? nearestInRange(points, position) : null,
    nearest: position ? nearestPoint(points, position) : null,
  };
}
