import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { bindApi } from '@/lib/api/bindings';
import { ApiError, NetworkError } from '@/lib/api';
import { sendHistory, sendHistoryClear } from '../api/history-api';
import { clearHistory, flushHistory, HISTORY_KIND, recordView } from './history-outbox';

vi.mock('../api/history-api', () => ({ sendHistory: vi.fn(), sendHistoryClear: vi.fn(), fetchHistory: vi.fn() }));
const send = vi.mocked(sendHistory);
const sendClear = vi.mocked(sendHistoryClear);

const network = { onLine: false };
vi.stubGlobal('navigator', network);

// Who is logged in, as the page (or the service worker) binds it for the request layer.
let token: string | null = null;
bindApi({ identity: () => ({ loggedIn: token !== null, openId: null, token }) });

const queued = () => db.pendingActions.where('kind').equals(HISTORY_KIND).sortBy('seq');

beforeEach(async () => {
  network.onLine = false;
  send.mockReset().mockResolvedValue({ saved: 1 });
  sendClear.mockReset().mockResolvedValue({ cleared: 1 });
  token = 'member-token';
  await Promise.all([db.browsingHistory.clear(), db.pendingActions.clear()]);
});

describe('history outbox', () => {
  it('writes Dexie at once and keeps one queued viewing per target, the newest', async () => {
    await recordView('point', 'a', 1000);
    await recordView('scenic', 's', 2000);
    await recordView('point', 'a', 3000);
    expect(await db.browsingHistory.get(['point', 'a'])).toMatchObject({ viewedAt: 3000 });
    expect((await queued()).map((a) => a.payload)).toEqual([
      { targetKind: 'scenic', targetId: 's', viewedAt: new Date(2000).toISOString() },
      { targetKind: 'point', targetId: 'a', viewedAt: new Date(3000).toISOString() },
    ]);
  });

  it('sends the viewings in batches of at most 50, in order', async () => {
    for (let i = 0; i < 60; i++) await recordView('point', `p${i}`, 1000 + i);
    network.onLine = true;
    await flushHistory();
    expect(send.mock.calls.map(([entries]) => entries.length)).toEqual([50, 10]);
    expect(send.mock.calls[0]![0][0]).toMatchObject({ targetId: 'p0' });
    expect(await queued()).toEqual([]);
  });

  it('keeps the queue on a network failure and drops a batch the server refuses', async () => {
    await recordView('point', 'a');
    network.onLine = true;
    send.mockRejectedValueOnce(new NetworkError());
    await flushHistory();
    expect(await queued()).toHaveLength(1);
    send.mockRejectedValueOnce(new ApiError('bad', 'VAL0000400', 400));
    await flushHistory();
    expect(await queued()).toEqual([]);
  });

  it('does not send without a token', async () => {
    await recordView('point', 'a');
    token = null;
    network.onLine = true;
    await flushHistory();
    expect(send).not.toHaveBeenCalled();
  });

  it('a clear drops the unsent viewings and goes out before later ones', async () => {
    await recordView('point', 'a');
    await clearHistory();
    await recordView('point', 'b');
    expect(await db.browsingHistory.toArray()).toEqual([expect.objectContaining({ targetId: 'b' })]);
    const order: string[] = [];
    sendClear.mockImplementation(async () => (order.push('clear'), { cleared: 1 }));
    send.mockImplementation(async (entries) => (order.push(...entries.map((e) => e.targetId)), { saved: 1 }));
    network.onLine = true;
    await flushHistory();
    expect(order).toEqual(['clear', 'b']);
  });
});
