// Browsing history: a viewing is written to Dexie at once and queued in the outbox (kind
// 'history', key '<kind>:<id>', the newer viewing replacing the older); a clear is queued
// under the key CLEAR_KEY. The queue goes out in order, viewings in batches of up to 50,
// a moment after the last viewing so that a few pages opened in a row make one request.
import { db } from '@/db/database';
import { currentIdentity } from '@/lib/api/bindings';
import type { HistoryEntry, MemberTargetKind } from '@contract/member';
import { isFinalRefusal, pendingOf, queueAction, serialFlusher } from '@/lib/outbox';
import { fetchHistory, sendHistory, sendHistoryClear } from '../api/history-api';

export const HISTORY_KIND = 'history';
const CLEAR_KEY = '*clear';
const BATCH = 50;
const BATCH_DELAY_MS = 2000;

type HistoryPayload = HistoryEntry | { clear: true };
const isClear = (p: HistoryPayload): p is { clear: true } => 'clear' in p;

export async function recordView(targetKind: MemberTargetKind, targetId: string, at = Date.now()): Promise<void> {
  await db.transaction('rw', [db.browsingHistory, db.pendingActions], async () => {
    await db.browsingHistory.put({ targetKind, targetId, viewedAt: at });
    const payload: HistoryEntry = { targetKind, targetId, viewedAt: new Date(at).toISOString() };
    await queueAction(HISTORY_KIND, `${targetKind}:${targetId}`, payload);
  });
  scheduleFlush();
}

export async function clearHistory(): Promise<void> {
  await db.transaction('rw', [db.browsingHistory, db.pendingActions], async () => {
    await db.browsingHistory.clear();
    // Viewings not sent yet are cleared with the rest: only the clear itself goes out.
    await db.pendingActions.where('kind').equals(HISTORY_KIND).delete();
    await queueAction(HISTORY_KIND, CLEAR_KEY, { clear: true });
  });
  void flushHistory();
}

let timer: ReturnType<typeof setTimeout> | undefined;
function scheduleFlush(): void {
  clearTimeout(timer);
  timer = setTimeout(() => void flushHistory(), BATCH_DELAY_MS);
}

async function drain(): Promise<void> {
  for (;;) {
    if (!navigator.onLine || !currentIdentity().token) return;
    const actions = await pendingOf(HISTORY_KIND);
    const first = actions[0];
    if (!first) return;
    const payload = first.payload as HistoryPayload;
    const batch = [first];
    // Viewings up to the next clear (which must go out after them), at most BATCH.
    if (!isClear(payload)) {
      for (const a of actions.slice(1)) {
        if (isClear(a.payload as HistoryPayload) || batch.length === BATCH) break;
        batch.push(a);
      }
    }
    try {
      if (isClear(payload)) await sendHistoryClear();
      else await sendHistory(batch.map((a) => a.payload as HistoryEntry));
    } catch (error) {
      if (!isFinalRefusal(error)) return;
    }
    await db.pendingActions.bulkDelete(batch.map((a) => a.seq!));
  }
}

export const flushHistory = serialFlusher(HISTORY_KIND, drain);

/** The server's history into Dexie; viewings still waiting in the outbox are kept. */
export async function refreshHistory(): Promise<void> {
  clearTimeout(timer);
  await flushHistory();
  const page = await fetchHistory();
  await db.transaction('rw', [db.browsingHistory, db.pendingActions], async () => {
    const waiting = (await pendingOf(HISTORY_KIND)).map((a) => a.payload as HistoryPayload);
    if (waiting.some(isClear)) return;
    if (page.total <= page.list.length) await db.browsingHistory.clear();
    await db.browsingHistory.bulkPut(
      page.list.map((e) => ({ targetKind: e.targetKind, targetId: e.targetId, viewedAt: Date.parse(e.viewedAt) })),
    );
    for (const e of waiting as HistoryEntry[]) {
      await db.browsingHistory.put({
        targetKind: e.targetKind,
        targetId: e.targetId,
        viewedAt: Date.parse(e.viewedAt),
      });
    }
  });
}

let started = false;

export function startHistorySync(): void {
  if (started) return;
  started = true;
  addEventListener('online', () => void flushHistory());
  void flushHistory();
}
