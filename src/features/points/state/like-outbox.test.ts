import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { pointsClock, putServerPoints } from '@/db/server-points';
import { ApiError, NetworkError } from '@/lib/api';
import type { ExplanationPointT, PointLikeResult } from '@contract';
import { sendLike, type LikePayload } from '../api/send-like';
import { flushLikes, LIKE_KIND, setLike } from './like-outbox';

vi.mock('../api/send-like', () => ({ sendLike: vi.fn() }));
const send = vi.mocked(sendLike);

const network = { onLine: false };
vi.stubGlobal('navigator', network);

const point = (id: string, likeCount: number) => ({ id, placeId: 'p', likeCount }) as unknown as ExplanationPointT;
const queued = () => db.pendingActions.where('kind').equals(LIKE_KIND).sortBy('seq');
const countOf = async (id: string) => (await db.points.get(id))?.likeCount;

/** Lets the drains that setLike started (offline: they send nothing) finish. */
async function goOnline() {
  await flushLikes();
  network.onLine = true;
}

/** The server's answer: its count moves with each like and unlike it receives. */
function serverAt(counts: Record<string, number>) {
  send.mockImplementation(async ({ pointId, liked }: LikePayload): Promise<PointLikeResult> => {
    counts[pointId] = (counts[pointId] ?? 0) + (liked ? 1 : -1);
    return { pointId, liked, likeCount: counts[pointId]! };
  });
}

beforeEach(async () => {
  network.onLine = false;
  send.mockReset();
  await Promise.all([db.points.clear(), db.pendingActions.clear(), db.pointLikes.clear()]);
  await db.points.bulkPut([point('a', 10), point('b', 20)]);
});

describe('like outbox', () => {
  it('offline: sets the state and the count at once and queues the action', async () => {
    await setLike({ id: 'a' }, true);
    expect(await db.pointLikes.get('a')).toMatchObject({ liked: true });
    expect(await countOf('a')).toBe(11);
    expect(await queued()).toEqual([
      expect.objectContaining({ kind: LIKE_KIND, key: 'a', payload: { pointId: 'a', liked: true } }),
    ]);
    expect(send).not.toHaveBeenCalled();
  });

  it('a newer action on the same point replaces the older; the count moves once per real change', async () => {
    await setLike({ id: 'a' }, true);
    await setLike({ id: 'a' }, false);
    await setLike({ id: 'a' }, true);
    await setLike({ id: 'a' }, true);
    expect((await queued()).map((a) => a.payload)).toEqual([{ pointId: 'a', liked: true }]);
    expect(await countOf('a')).toBe(11);
  });

  it('online: sends in order, clears the queue and takes the server count', async () => {
    await setLike({ id: 'b' }, true);
    await setLike({ id: 'a' }, true);
    serverAt({ a: 10, b: 25 });
    await goOnline();
    await flushLikes();
    expect(send.mock.calls.map(([p]) => p.pointId)).toEqual(['b', 'a']);
    expect(await queued()).toEqual([]);
    expect(await countOf('a')).toBe(11);
    expect(await countOf('b')).toBe(26);
    expect(await db.pointLikes.get('b')).toMatchObject({ liked: true });
  });

  it('stops at a transport failure and keeps the rest in order for the next try', async () => {
    await setLike({ id: 'a' }, true);
    await setLike({ id: 'b' }, true);
    await goOnline();
    send.mockRejectedValueOnce(new NetworkError());
    await flushLikes();
    expect(send).toHaveBeenCalledTimes(1);
    expect((await queued()).map((a) => a.key)).toEqual(['a', 'b']);

    serverAt({ a: 10, b: 20 });
    await flushLikes();
    expect(await queued()).toEqual([]);
  });

  it('drops an action the server refuses for good (unknown point), and its like state', async () => {
    await setLike({ id: 'a' }, true);
    await setLike({ id: 'b' }, true);
    await goOnline();
    serverAt({ b: 25 });
    send.mockRejectedValueOnce(new ApiError("Explanation point 'a' was not found", 'MOB0000404', 404));
    await flushLikes();
    expect(await queued()).toEqual([]);
    expect(await db.pointLikes.get('a')).toBeUndefined();
    // The next one still went through.
    expect(await db.pointLikes.get('b')).toMatchObject({ liked: true });
    expect(await countOf('b')).toBe(26);
  });

  it('keeps a 5xx or a 401 queued', async () => {
    await setLike({ id: 'a' }, true);
    await goOnline();
    send.mockRejectedValueOnce(new ApiError('System exception', 'CTG0000000', 500));
    await flushLikes();
    send.mockRejectedValueOnce(new ApiError('login', 'MOB2230010', 401));
    await flushLikes();
    expect((await queued()).map((a) => a.key)).toEqual(['a']);
  });
});

describe('points from the server', () => {
  it('keep the device’s count while its like waits, or when it changed after the request left', async () => {
    const since = pointsClock();
    await setLike({ id: 'a' }, true); // queued, count 11
    await db.transaction('rw', [db.points, db.pendingActions], () =>
      putServerPoints([point('a', 10), point('b', 30)], since),
    );
    expect(await countOf('a')).toBe(11);
    expect(await countOf('b')).toBe(30);

    // Sent and confirmed (the queue is empty now), but the answer below left before that.
    serverAt({ a: 10 });
    await goOnline();
    await flushLikes();
    await db.transaction('rw', [db.points, db.pendingActions], () => putServerPoints([point('a', 10)], since));
    expect(await countOf('a')).toBe(11);

    // A request that left afterwards is the truth.
    const later = pointsClock();
    await db.transaction('rw', [db.points, db.pendingActions], () => putServerPoints([point('a', 12)], later));
    expect(await countOf('a')).toBe(12);
  });
});
