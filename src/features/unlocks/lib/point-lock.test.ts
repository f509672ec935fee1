import { describe, expect, it } from 'vitest';
import { isPointLocked, NO_UNLOCKS } from './point-lock';

const locked = { id: 'p1', placeId: 's1', locked: true };
const free = { id: 'p2', placeId: 's1', locked: false };

describe('isPointLocked', () => {
  it('keeps a locked point locked without unlocks', () => {
    expect(isPointLocked(locked, NO_UNLOCKS)).toBe(true);
  });

  it('never locks a free point', () => {
    expect(isPointLocked(free, NO_UNLOCKS)).toBe(false);
    expect(isPointLocked(free, { pointIds: ['other'], placeIds: ['elsewhere'] })).toBe(false);
  });

  it('unlocks a point bought alone', () => {
    expect(isPointLocked(locked, { pointIds: ['p1'], placeIds: [] })).toBe(false);
  });

  it('unlocks every point of a place bought whole', () => {
    expect(isPointLocked(locked, { pointIds: [], placeIds: ['s1'] })).toBe(false);
    expect(isPointLocked({ ...locked, id: 'p9' }, { pointIds: [], placeIds: ['s1'] })).toBe(false);
  });

  it('is not fooled by another point or another place', () => {
    expect(isPointLocked(locked, { pointIds: ['p2'], placeIds: ['s2'] })).toBe(true);
  });
});
