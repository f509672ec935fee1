// Page views, the page-leave record kept alive by a heartbeat every 5 s (so a killed tab
// still reports how long it was seen, up to 5 days), and the scroll depth of each view.
import { db } from '@/db/database';
import { TRACKING_LIMITS } from '../contract/tracking';
import { track } from './record';

interface OpenView {
  id: string;
  url: string;
  startedAt: number;
  maxScrollPercent: number;
}

const PENDING_KEY = 'pendingPageLeave';
let open: OpenView | null = null;

function scrollPercent(): number {
  const scrollable = document.documentElement.scrollHeight - innerHeight;
  return scrollable <= 0 ? 100 : Math.min(100, Math.round((scrollY / scrollable) * 100));
}

export function noteScroll(): void {
  if (open) open.maxScrollPercent = Math.max(open.maxScrollPercent, scrollPercent());
}

function leaveProperties(view: OpenView, now: number) {
  return {
    url: view.url,
    durationMs: Math.min(now - view.startedAt, TRACKING_LIMITS.maxDurationMs),
    maxScrollPercent: view.maxScrollPercent,
  };
}

/** Writes the open view's leave record, as it would be sent if the page died now. */
export async function heartbeat(now = Date.now()): Promise<void> {
  if (!open || now - open.startedAt > TRACKING_LIMITS.maxDurationMs) return;
  noteScroll();
  await db.trackingState.put({ key: PENDING_KEY, value: { id: open.id, properties: leaveProperties(open, now) } });
}

/** Ends the open view: its scroll notice and its page-leave event. */
export async function leavePage(now = Date.now()): Promise<void> {
  const view = open;
  open = null;
  if (!view) return;
  noteScroll();
  const properties = leaveProperties(view, now);
  await db.trackingState.delete(PENDING_KEY);
  await track('scroll_notice', { url: view.url, maxScrollPercent: properties.maxScrollPercent }, `${view.id}-scroll`);
  await track('page_leave', properties, `${view.id}-leave`);
}

export async function viewPage(url: string, referrer: string | null): Promise<void> {
  await leavePage();
  const id = crypto.randomUUID();
  open = { id, url, startedAt: Date.now(), maxScrollPercent: 0 };
  await track('page_view', { url, referrer }, id);
}

/** A page-leave record left by a tab that was killed: send what its last heartbeat saw. */
export async function recoverPendingLeave(): Promise<void> {
  const pending = (await db.trackingState.get(PENDING_KEY))?.value as
    { id: string; properties: Record<string, string | number> } | undefined;
  if (!pending) return;
  await db.trackingState.delete(PENDING_KEY);
  await track('page_leave', { ...pending.properties, recovered: true }, `${pending.id}-leave`);
}
