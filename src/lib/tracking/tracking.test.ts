import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { TrackingEvent } from '../contract/tracking';
import { boundProperties, boundString } from './bounds';
import { parseShopkeeperScan } from './context';
import { droppedCount, enqueue, oldestBatch, queuedCount, removeSent, takeDroppedCount } from './queue';

const event = (n: number): TrackingEvent => ({
  id: `e${n}`,
  event: 'click',
  time: 1_000 + n,
  sessionId: 's',
  distinctId: 'd',
  url: '/',
  title: 't',
  properties: {},
  superProperties: {
    productId: null,
    shopkeeperId: null,
    scanCodeTime: null,
    lang: 'cn',
    langName: '简体中文',
    languageDesc: 'x',
  },
});

describe('tracking bounds', () => {
  it('cuts strings to 500, keys to 100 and drops undefined values', () => {
    expect(boundString('x'.repeat(600))).toHaveLength(500);
    const bounded = boundProperties({ ['k'.repeat(150)]: 'v'.repeat(700), n: 3, gone: undefined });
    expect(Object.keys(bounded)).toEqual(['k'.repeat(100), 'n']);
    expect(bounded['k'.repeat(100)]).toHaveLength(500);
  });
});

describe('shopkeeper scan super-properties', () => {
  it('reads shopkeeperId, product id and scan time from the hyphen-joined record', () => {
    expect(parseShopkeeperScan('shop42-p7-1700000000000')).toEqual({
      shopkeeperId: 'shop42',
      productId: 'p7',
      scanCodeTime: '1700000000000',
    });
    expect(parseShopkeeperScan('shop42--5')).toEqual({ shopkeeperId: 'shop42', productId: null, scanCodeTime: '5' });
    expect(parseShopkeeperScan(null)).toEqual({ shopkeeperId: null, productId: null, scanCodeTime: null });
  });
});

describe('tracking queue', () => {
  it('keeps at most 200 events, drops the oldest first and counts the drop', async () => {
    for (let n = 0; n < 205; n++) await enqueue(event(n));
    expect(await queuedCount()).toBe(200);
    expect(await droppedCount()).toBe(5);
    const batch = await oldestBatch();
    expect(batch[0]?.id).toBe('e5');
    expect(batch).toHaveLength(200);

    await removeSent(batch.slice(0, 150).map((e) => e.id));
    expect(await queuedCount()).toBe(50);
    expect(await takeDroppedCount()).toBe(5);
    expect(await droppedCount()).toBe(0);
  });
});
