import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { POINT_LIKE_KIND } from '@/db/server-points';
import * as api from '@/lib/api';
import type { ExplanationPointT, MuseumT, ScenicAreaT } from '@contract';
import { fetchPoint, refreshMuseum, refreshPlace, refreshScenic } from '.';

// The network is the one edge faked here: the server's answer to each endpoint.
vi.mock('@/lib/api', async (actual) => ({ ...(await actual<typeof api>()), request: vi.fn() }));
const answer = vi.mocked(api.request);

const point = (id: string, placeId: string, likeCount: number) =>
  ({ id, placeId, placeKind: 'museum', likeCount }) as unknown as ExplanationPointT;
const museum = { id: 'm1' } as unknown as MuseumT;
const area = { id: 's1' } as unknown as ScenicAreaT;
const countOf = async (id: string) => (await db.points.get(id))?.likeCount;

beforeEach(async () => {
  answer.mockReset();
  await Promise.all([
    db.points.clear(),
    db.pendingActions.clear(),
    db.museums.clear(),
    db.scenicAreas.clear(),
    db.lists.clear(),
  ]);
  // Point a was liked offline on this device: its stored count went from 10 to 11 and the like waits in the outbox.
  await db.points.bulkPut([point('a', 'm1', 11), point('b', 'm1', 20)]);
  await db.pendingActions.add({
    kind: POINT_LIKE_KIND,
    key: 'a',
    payload: { pointId: 'a', liked: true },
    createdAt: Date.now(),
  });
});

describe('the catalog writes points through the like guard', () => {
  it('a museum refresh that carries a point with a pending like keeps its count, and takes the rest', async () => {
    answer.mockResolvedValue({ museum, exhibits: [point('a', 'm1', 10), point('b', 'm1', 21)] });
    await refreshMuseum('m1');
    expect(await countOf('a')).toBe(11);
    expect(await countOf('b')).toBe(21);
    expect(await db.museums.get('m1')).toEqual(museum);
  });

  it('so does a place refresh by id (the map guide, the number pad, the favourites)', async () => {
    await db.museums.put(museum);
    answer.mockResolvedValue({ museum, exhibits: [point('a', 'm1', 10)] });
    await refreshPlace('m1');
    expect(await countOf('a')).toBe(11);
    // The whole list came back: the exhibit the museum no longer lists goes.
    expect(await db.points.get('b')).toBeUndefined();
  });

  it('so do a scenic refresh and a point fetch', async () => {
    answer.mockResolvedValueOnce({ area, points: [point('a', 'm1', 10)] });
    await refreshScenic('s1');
    expect(await countOf('a')).toBe(11);
    answer.mockResolvedValueOnce(point('a', 'm1', 9));
    expect((await fetchPoint('a')).likeCount).toBe(9);
    expect(await countOf('a')).toBe(11);
  });

  it('without a pending like the server count is taken', async () => {
    await db.pendingActions.clear();
    answer.mockResolvedValue({ museum, exhibits: [point('a', 'm1', 10)] });
    await refreshMuseum('m1');
    expect(await countOf('a')).toBe(10);
  });
});
