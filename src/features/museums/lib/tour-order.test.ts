import { describe, expect, it } from 'vitest';
import type { ExplanationPointT, MuseumHallT } from '@contract';
import { tourOrder } from './tour-order';

const hall = (id: string, order: number) => ({ id, order }) as MuseumHallT;
const exhibit = (id: string, hallId: string | null, order: number) => ({ id, hallId, order }) as ExplanationPointT;

describe('tourOrder', () => {
  it('walks the halls in their order and each hall in its order, hall-less exhibits last', () => {
    const halls = [hall('h2', 2), hall('h1', 1), hall('h3', 3)];
    const exhibits = [
      exhibit('a', 'h2', 1),
      exhibit('b', 'h1', 5),
      exhibit('c', null, 0),
      exhibit('d', 'h1', 2),
      exhibit('e', 'gone', 1),
      exhibit('f', 'h2', 0),
    ];
    const stops = tourOrder(halls, exhibits);
    expect(stops.map((s) => s.exhibit.id)).toEqual(['d', 'b', 'f', 'a', 'c', 'e']);
    expect(stops.map((s) => s.hall?.id ?? null)).toEqual(['h1', 'h1', 'h2', 'h2', null, null]);
  });

  it('is empty for a museum without exhibits', () => {
    expect(tourOrder([hall('h1', 1)], [])).toEqual([]);
  });
});
