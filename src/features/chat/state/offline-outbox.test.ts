// Questions answered offline, in the outbox until the server has them (docs/decisions/0062):
// kept while offline and on a network failure, dropped on a refusal no retry can change, one
// regenerated answer replacing the other, and a member's not sent once the member is gone.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { ApiError, NetworkError } from '@/lib/api';
import { bindApi } from '@/lib/api/bindings';
import type { OfflineExchange } from '@contract/chat-offline';
import { sendOfflineExchange } from '../api/send-offline-exchange';
import { flushOfflineExchanges, pendingExchanges, queueOfflineExchange, recordsOf } from './offline-outbox';

vi.mock('../api/send-offline-exchange', () => ({ sendOfflineExchange: vi.fn() }));
const send = vi.mocked(sendOfflineExchange);
const network = { onLine: false };
vi.stubGlobal('navigator', network);
vi.stubGlobal('addEventListener', () => undefined);
const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => storage.set(key, value),
  removeItem: (key: string) => storage.delete(key),
});
let token: string | null = null;
bindApi({ identity: () => ({ loggedIn: token !== null, openId: null, token }) });

let ids = 0;
const exchange = (question: string, sessionId = 's1'): OfflineExchange => ({
  clientId: `00000000-0000-4000-a000-${String(++ids).padStart(12, '0')}`,
  sessionId,
  question,
  answer: `Answer to ${question}`,
  uiLang: 'en',
  lang: 'en',
  kind: 'hours',
  placeId: 'ta-mount-tai',
  pointId: null,
  sources: [],
  declined: false,
  askedAt: 1000 + ids,
});

beforeEach(async () => {
  network.onLine = false;
  token = null;
  send.mockReset().mockResolvedValue({ recorded: true });
  await db.pendingActions.clear();
});

describe('the offline exchange outbox', () => {
  it('keeps exchanges offline, shows them as the session’s records, and sends them in order online', async () => {
    const first = exchange('Hours?');
    await queueOfflineExchange(first, false);
    await queueOfflineExchange(exchange('Tickets?'), false);
    await queueOfflineExchange(exchange('Elsewhere?', 's2'), false);
    expect(send).not.toHaveBeenCalled();
    const pending = await pendingExchanges('s1');
    expect(pending.map((e) => e.question)).toEqual(['Hours?', 'Tickets?']);
    expect(recordsOf([first]).map((r) => [r.id, r.role, r.content])).toEqual([
      [`off-${first.clientId}-q`, 'user', 'Hours?'],
      [`off-${first.clientId}-a`, 'assistant', 'Answer to Hours?'],
    ]);
    network.onLine = true;
    await flushOfflineExchanges();
    expect(send.mock.calls.map(([e]) => e.question)).toEqual(['Hours?', 'Tickets?', 'Elsewhere?']);
    expect(await db.pendingActions.count()).toBe(0);
  });

  it('keeps an exchange on a network failure and drops one the server refuses for good', async () => {
    await queueOfflineExchange(exchange('Hours?'), false);
    network.onLine = true;
    send.mockRejectedValueOnce(new NetworkError());
    await flushOfflineExchanges();
    expect(await pendingExchanges('s1')).toHaveLength(1);
    send.mockRejectedValueOnce(new ApiError('not yours', 'CHT0000404', 404));
    await flushOfflineExchanges();
    expect(await pendingExchanges('s1')).toEqual([]);
  });

  it('replaces the waiting answer to the same last question when regenerated', async () => {
    await queueOfflineExchange(exchange('Hours?'), false);
    await queueOfflineExchange(exchange('Hours?'), true);
    expect((await pendingExchanges('s1')).map((e) => e.askedAt)).toEqual([1000 + ids]);
    await queueOfflineExchange(exchange('Tickets?'), true);
    expect(await pendingExchanges('s1')).toHaveLength(2);
  });

  it('does not send a member’s exchange once the member has logged out', async () => {
    token = 'member-token';
    await queueOfflineExchange(exchange('Mine?'), false);
    token = null;
    await queueOfflineExchange(exchange('Anonymous?'), false);
    network.onLine = true;
    await flushOfflineExchanges();
    expect(send.mock.calls.map(([e]) => e.question)).toEqual(['Anonymous?']);
    expect(await db.pendingActions.count()).toBe(0);
  });
});
