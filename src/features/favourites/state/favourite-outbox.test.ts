import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { bindApi } from '@/lib/api/bindings';
import { ApiError } from '@/lib/api';
import { fetchFavourites, sendFavourite } from '../api/favourite-api';
import { FAVOURITE_KIND, flushFavourites, refreshFavourites, setFavourite } from './favourite-outbox';

vi.mock('../api/favourite-api', () => ({ sendFavourite: vi.fn(), fetchFavourites: vi.fn() }));
const send = vi.mocked(sendFavourite);
const fetchList = vi.mocked(fetchFavourites);

const network = { onLine: false };
vi.stubGlobal('navigator', network);

// Who is logged in, as the page (or the service worker) binds it for the request layer.
let token: string | null = null;
bindApi({ identity: () => ({ loggedIn: token !== null, openId: null, token }) });

const queued = () => db.pendingActions.where('kind').equals(FAVOURITE_KIND).sortBy('seq');
const stored = async () => (await db.favourites.toArray()).map((f) => `${f.targetKind}:${f.targetId}`).sort();

beforeEach(async () => {
  network.onLine = false;
  send.mockReset().mockImplementation(async (p) => ({ ...p, createdAt: new Date().toISOString() }));
  fetchList.mockReset();
  token = 'member-token';
  await Promise.all([db.favourites.clear(), db.pendingActions.clear()]);
});

describe('favourite outbox', () => {
  it('offline: Dexie changes at once and only the newest action per target is queued', async () => {
    await setFavourite('point', 'a', true);
    await setFavourite('point', 'a', false);
    await setFavourite('museum', 'm', true);
    expect(await stored()).toEqual(['museum:m']);
    expect((await queued()).map((a) => a.payload)).toEqual([
      { targetKind: 'point', targetId: 'a', favourite: false },
      { targetKind: 'museum', targetId: 'm', favourite: true },
    ]);
    expect(send).not.toHaveBeenCalled();
  });

  it('online: sends in order; a target the server does not know is dropped from Dexie', async () => {
    await setFavourite('point', 'a', true);
    await setFavourite('scenic', 'gone', true);
    send.mockImplementation(async (p) => {
      if (p.targetId === 'gone') throw new ApiError('not found', 'MOB0000404', 404);
      return { ...p, createdAt: new Date().toISOString() };
    });
    network.onLine = true;
    await flushFavourites();
    expect(send.mock.calls.map(([p]) => p.targetId)).toEqual(['a', 'gone']);
    expect(await queued()).toEqual([]);
    expect(await stored()).toEqual(['point:a']);
  });

  it('a refresh takes the server list but keeps what still waits to be sent', async () => {
    await setFavourite('point', 'offline-added', true);
    await db.favourites.put({ targetKind: 'point', targetId: 'stale', createdAt: 1 });
    // The send fails (server unreachable), so the action stays queued through the refresh.
    send.mockRejectedValue(new ApiError('busy', null, 503));
    fetchList.mockResolvedValue({
      list: [{ targetKind: 'scenic', targetId: 's', favourite: true, createdAt: new Date().toISOString() }],
      total: 1,
      page: 1,
      pageSize: 50,
    });
    network.onLine = true;
    await refreshFavourites();
    expect(await stored()).toEqual(['point:offline-added', 'scenic:s']);
  });
});
