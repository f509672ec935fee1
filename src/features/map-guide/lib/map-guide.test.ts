import { describe, expect, it } from 'vitest';
import type { ExplanationPointT } from '@contract';
import { fitAffine } from './affine';
import { distanceM, formatDistance, nearestInRange, nearestPoint } from './geo';
import { clampView, fitView, zoomAt } from './view';

describe('fitAffine', () => {
  const truth = (lat: number, lng: number) => ({
    x: 12000 * (lng - 120.1) + 300 * (lat - 30.2) + 50,
    y: -15000 * (lat - 30.2) + 700,
  });
  const at = (lat: number, lng: number) => ({ lat, lng, ...truth(lat, lng) });

  it('recovers an affine map from three or more samples', () => {
    const fit = fitAffine([at(30.21, 120.11), at(30.25, 120.13), at(30.23, 120.17), at(30.26, 120.16)])!;
    const p = fit(30.24, 120.15);
    const q = truth(30.24, 120.15);
    expect(p.x).toBeCloseTo(q.x, 6);
    expect(p.y).toBeCloseTo(q.y, 6);
  });

  it('refuses too few samples and samples on one line', () => {
    expect(fitAffine([at(30.21, 120.11), at(30.25, 120.13)])).toBeNull();
    expect(fitAffine([at(30.2, 120.1), at(30.21, 120.11), at(30.22, 120.12)])).toBeNull();
  });
});

describe('geo', () => {
  it('measures metres and finds the nearest point whose radius the visitor is in', () => {
    expect(distanceM({ lat: 39.9, lng: 116.4 }, { lat: 39.901, lng: 116.4 })).toBeCloseTo(111.2, 0);
    const point = (id: string, lat: number, radiusM: number) =>
      ({ id, geo: { lat, lng: 116.4, radiusM } }) as ExplanationPointT;
    const points = [
      point('far', 39.91, 50),
      point('near', 39.9003, 40),
      point('nearer', 39.9001, 20),
      { id: 'none', geo: null } as ExplanationPointT,
    ];
    expect(nearestInRange(points, { lat: 39.9, lng: 116.4, accuracyM: 5 })?.point.id).toBe('nearer');
    expect(nearestInRange(points, { lat: 39.95, lng: 116.4, accuracyM: 5 })).toBeNull();
    // However far, the nearest stop is still named.
    expect(nearestPoint(points, { lat: 39.95, lng: 116.4 })?.point.id).toBe('far');
    expect(nearestPoint([points[3]!], { lat: 39.95, lng: 116.4 })).toBeNull();
  });

  it('says distances in tens of metres, then in kilometres, in the visitor language', () => {
    expect(formatDistance(111.2, 'en')).toBe('110 m');
    expect(formatDistance(3, 'en')).toBe('10 m');
    expect(formatDistance(1234, 'en')).toBe('1.2 km');
    expect(formatDistance(1234, 'de')).toBe('1,2 km');
    expect(formatDistance(23_456, 'fr')).toBe('23\u202Fkm'); // French puts a narrow no-break space before the unit
  });
});

describe('map view', () => {
  const map = { width: 1000, height: 700 };
  const viewport = { width: 400, height: 600 };

  it('fits, zooms around a point and stays over the map', () => {
    const fit = fitView(map, viewport);
    expect(fit.scale).toBeCloseTo(0.4);
    expect(fit.y).toBeCloseTo(160);
    const zoomed = zoomAt(fit, 2, 200, 300);
    expect((200 - zoomed.x) / zoomed.scale).toBeCloseTo((200 - fit.x) / fit.scale); // same map point under the finger
    const far = clampView({ scale: 0.8, x: 500, y: 0 }, map, viewport);
    expect(far.x).toBe(0);
    expect(clampView({ scale: 0.01, x: 0, y: 0 }, map, viewport).scale).toBeCloseTo(0.4);
  });
});
