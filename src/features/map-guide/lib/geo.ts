import { LOCALE_BCP47, type ExplanationPointT, type Locale } from '@contract';

const EARTH_RADIUS_M = 6_371_000;

/** Great-circle distance in metres (haversine). */
export function distanceM(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The nearest point whose radius the visitor is inside (accuracy counts in their favour), or null. */
export function nearestInRange(
  points: readonly ExplanationPointT[],
  position: { lat: number; lng: number; accuracyM: number },
): { point: ExplanationPointT; distanceM: number } | null {
  let best: { point: ExplanationPointT; distanceM: number } | null = null;
  for (const point of points) {
    if (!point.geo) continue;
    const d = distanceM(position, point.geo);
    // A poor fix may still be inside: allow up to half the reported accuracy, capped at 30 m.
    const reach = point.geo.radiusM + Math.min(30, position.accuracyM / 2);
    if (d <= reach && (!best || d < best.distanceM)) best = { point, distanceM: d };
  }
  return best;
}

/** The nearest point with a position, however far; null when none has one. */
export function nearestPoint(
  points: readonly ExplanationPointT[],
  position: { lat: number; lng: number },
): { point: ExplanationPointT; distanceM: number } | null {
  let best: { point: ExplanationPointT; distanceM: number } | null = null;
  for (const point of points) {
    if (!point.geo) continue;
    const d = distanceM(position, point.geo);
    if (!best || d < best.distanceM) best = { point, distanceM: d };
  }
  return best;
}

/** '80 m', '450 m', '1.2 km' in the visitor's language: tens of metres, then tenths of kilometres. */
export function formatDistance(metres: number, locale: Locale): string {
  const tag = LOCALE_BCP47[locale];
  if (metres < 995) {
    const rounded = Math.max(10, Math.round(metres / 10) * 10);
    return new Intl.NumberFormat(tag, { style: 'unit', unit: 'meter', unitDisplay: 'short' }).format(rounded);
  }
  return new Intl.NumberFormat(tag, {
    style: 'unit',
    unit: 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: metres < 9950 ? 1 : 0,
  }).format(metres / 1000);
}
