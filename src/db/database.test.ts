import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { GuideDatabase } from './database';

// The schema is declared once, at its current version: a device that last ran an older
// release must still open its database, keep its rows and get the tables added since.
describe('the database schema', () => {
  it('opens a database an older release created, keeping its rows and adding the new tables', async () => {
    const name = 'older-release';
    const old = new Dexie(name);
    old.version(3).stores({
      banners: 'id, order',
      scenicAreas: 'id, popularity, province.code, city.code',
      museums: 'id, popularity',
      points: 'id, placeId, [placeId+stopNumber]',
      guides: 'id',
      lists: 'key',
      trackingQueue: 'id, time',
      trackingState: 'key',
      pendingActions: '++seq, kind, key, createdAt',
      playback: 'pointId, updatedAt',
      pointLikes: 'pointId',
      searchHistory: 'term, usedAt',
      translations: 'key',
    });
    await old.table('lists').put({ key: 'home.scenic', ids: ['a', 'b'], updatedAt: 1 });
    await old.table('pointLikes').put({ pointId: 'p1', liked: true, updatedAt: 2 });
    old.close();

    const db = new GuideDatabase(name);
    await db.open();
    expect(db.verno).toBe(10);
    expect((await db.lists.get('home.scenic'))?.ids).toEqual(['a', 'b']);
    expect((await db.pointLikes.get('p1'))?.liked).toBe(true);
    // Tables of later versions exist and work, with their indexes.
    await db.downloads.put({ placeId: 'x', status: 'complete', startedAt: 3 } as never);
    expect(await db.downloads.where('status').equals('complete').count()).toBe(1);
    await db.favourites.put({ targetKind: 'scenic', targetId: 's1', createdAt: 4 } as never);
    expect(await db.favourites.orderBy('createdAt').count()).toBe(1);
    expect(await db.workerContext.count()).toBe(0);
    await db.exhibitFeatures.put({ museumId: 'm1' } as never);
    expect(await db.exhibitFeatures.count()).toBe(1);
    db.close();
  });

  it('creates every table on a first start', async () => {
    const db = new GuideDatabase('first-start');
    await db.open();
    expect(db.tables.map((table) => table.name).sort()).toEqual(
      [
        'banners',
        'browsingHistory',
        'chatHistory',
        'downloads',
        'exhibitFeatures',
        'exhibitHashes',
        'favourites',
        'feedbackReceipts',
        'guides',
        'lists',
        'memberOrders',
        'museums',
        'pendingActions',
        'playback',
        'pointLikes',
        'points',
        'scenicAreas',
        'searchHistory',
        'trackingQueue',
        'trackingState',
        'translations',
        'unlocks',
        'workerContext',
      ].sort(),
    );
    db.close();
  });
});
