// The order of the looks (recognise-picture.ts): a later look runs only where the earlier ones
// found nothing, and only when more looks are wanted. OpenCV is not loaded here: the features
// stand for the settings they were taken with, and each look's score is scripted.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrbSettings } from './features';
import type { ExhibitScore } from './recognise';
import type { Looks } from './recognise-picture';
import { FIFTH_LOOK_ORB, FOURTH_LOOK_ORB, QUERY_ORB, SECOND_LOOK_ORB, THIRD_LOOK_ORB } from './settings';

const looks: OrbSettings[] = [];
let inliersOfLook: number[] = [];

vi.mock('./features', () => ({
  extractFeatures: (_cv: unknown, _image: unknown, settings: OrbSettings) => {
    looks.push(settings);
    return { look: looks.length - 1 };
  },
}));
vi.mock('./recognise', () => ({
  recognise: (_cv: unknown, _index: unknown, features: { look: number }): ExhibitScore[] => {
    const inliers = inliersOfLook[features.look] ?? 0;
    return inliers ? [{ pointId: `seen-by-look-${features.look}`, museumId: 'm', inliers, matches: inliers }] : [];
  },
}));

const { recognisePicture } = await import('./recognise-picture');
const picture = { data: new Uint8ClampedArray(4), width: 1, height: 1 };
const run = (looks: Looks) => recognisePicture({} as never, {} as never, picture, looks);

describe('the looks at a picture', () => {
  beforeEach(() => {
    looks.length = 0;
  });

  it('stops at the first look that finds an exhibit', () => {
    inliersOfLook = [40];
    expect(run(3)[0]?.pointId).toBe('seen-by-look-0');
    expect(looks).toEqual([QUERY_ORB]);
  });

  it('takes a second look, then a third with fainter corners, where the earlier found nothing', () => {
    inliersOfLook = [3, 0, 12];
    expect(run(3)[0]).toMatchObject({ pointId: 'seen-by-look-2', inliers: 12 });
    expect(looks).toEqual([QUERY_ORB, SECOND_LOOK_ORB, THIRD_LOOK_ORB]);
    expect(THIRD_LOOK_ORB.fastThreshold).toBeLessThan(SECOND_LOOK_ORB.fastThreshold);
  });

  it('takes a fourth look with the local contrast evened out where three found nothing', () => {
    inliersOfLook = [0, 4, 0, 21];
    expect(run(4)[0]).toMatchObject({ pointId: 'seen-by-look-3', inliers: 21 });
    expect(looks).toEqual([QUERY_ORB, SECOND_LOOK_ORB, THIRD_LOOK_ORB, FOURTH_LOOK_ORB]);
    expect(FOURTH_LOOK_ORB.clahe).toBeDefined();
    for (const earlier of [QUERY_ORB, SECOND_LOOK_ORB, THIRD_LOOK_ORB]) expect(earlier.clahe).toBeUndefined();
    looks.length = 0;
    // Asked for three looks, it stops at the third.
    expect(run(3)[0]).toMatchObject({ pointId: 'seen-by-look-1', inliers: 4 });
    expect(looks).toHaveLength(3);
  });

  it('takes a fifth look with the local contrast normalised where four found nothing', () => {
    inliersOfLook = [0, 0, 3, 0, 16];
    expect(run(5)[0]).toMatchObject({ pointId: 'seen-by-look-4', inliers: 16 });
    expect(looks).toEqual([QUERY_ORB, SECOND_LOOK_ORB, THIRD_LOOK_ORB, FOURTH_LOOK_ORB, FIFTH_LOOK_ORB]);
    expect(FIFTH_LOOK_ORB.normalise).toBeDefined();
    expect(FIFTH_LOOK_ORB.clahe).toBeUndefined();
    looks.length = 0;
    // Where the fourth finds the exhibit, no fifth.
    inliersOfLook = [0, 0, 0, 9, 30];
    expect(run(5)[0]).toMatchObject({ pointId: 'seen-by-look-3', inliers: 9 });
    expect(looks).toHaveLength(4);
  });

  it('keeps the best of the looks when none reaches the floor, and no third after a second that finds', () => {
    inliersOfLook = [5, 2, 1];
    expect(run(3)[0]).toMatchObject({ pointId: 'seen-by-look-0', inliers: 5 });
    looks.length = 0;
    inliersOfLook = [0, 30];
    expect(run(3)[0]?.pointId).toBe('seen-by-look-1');
    expect(looks).toHaveLength(2);
  });

  it('looks at a live frame once, or twice: never a third time', () => {
    inliersOfLook = [0, 30, 30];
    expect(run(1)).toEqual([]);
    expect(looks).toHaveLength(1);
    looks.length = 0;
    inliersOfLook = [0, 0, 30];
    expect(run(2)).toEqual([]);
    expect(looks).toEqual([QUERY_ORB, SECOND_LOOK_ORB]);
  });
});
