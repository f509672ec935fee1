// The split of a media bundle into parts: each item to the lightest part so far, in index order.
import { describe, expect, it } from 'vitest';
import { partOf } from '../../server/src/routes/place-package/bundle-parts';

const entries = (sizes: number[]) => sizes.map((bytes, index) => ({ index, item: { bytes } }));
const indexes = (list: Array<{ index: number }>) => list.map((entry) => entry.index);

describe('bundle parts', () => {
  it('deals the items out by bytes, keeping index order in each part', () => {
    const list = entries([100, 10, 10, 10, 80, 5]);
    expect(indexes(partOf(list, 0, 2))).toEqual([0, 5]);
    expect(indexes(partOf(list, 1, 2))).toEqual([1, 2, 3, 4]);
  });

  it('gives every item to exactly one part, for any number of parts', () => {
    const list = entries([7, 300, 12, 12, 90, 0, 45, 45, 1, 600]);
    for (const parts of [1, 2, 3, 4]) {
      const all = Array.from({ length: parts }, (_, part) => indexes(partOf(list, part, parts))).flat();
      expect(all.sort((a, b) => a - b)).toEqual(indexes(list));
    }
  });

  it('leaves a part empty when there are fewer items than parts', () => {
    expect(indexes(partOf(entries([5]), 1, 2))).toEqual([]);
    expect(indexes(partOf(entries([5]), 0, 2))).toEqual([0]);
  });
});
