// Offline downloads carry what the member has unlocked, and only while they are logged in.
// A package fetched with the member's token lists the paid recordings they hold (`paid`); they
// are stored tagged with the member (place-cache.ts). When the login ends, every tagged file
// leaves this device (the places' caches and the worker's cache of played audio) and the
// download records forget them, so the next visitor's copy of the place has no paid audio.
// When unlocks cover a downloaded place whose copy lacks the recordings (bought after the
// download, or a member logged in again), the download is updated: only those are fetched.
import { appStore, tokenAtom } from '@/lib/store';
import { db, type StoredDownload } from '@/db/database';
import {
  PAID_MEDIA_MEMBER_HEADER,
  PLACE_CACHE_PREFIX,
  PLAYED_AUDIO_CACHE,
  recordingFor,
  unsignedMediaUrl,
  type ExplanationPointT,
} from '@contract';
import type { Unlocks } from '@contract/member';
import { registerMemberDataCleaner } from '@/lib/member-data-cleaners';
import { isPointLocked, unlocksAtom } from '@/features/unlocks';

/** Whether the cache holds this request as a paid file (tagged with its member). */
const isPaid = async (cache: Cache, request: Request) =>
  (await cache.match(request))?.headers.has(PAID_MEDIA_MEMBER_HEADER) ?? false;

/** Deletes every paid file of the caches; returns the addresses deleted. */
async function deletePaidFiles(): Promise<Set<string>> {
  const deleted = new Set<string>();
  const names = (await caches.keys()).filter(
    (name) => name.startsWith(PLACE_CACHE_PREFIX) || name === PLAYED_AUDIO_CACHE,
  );
  for (const name of names) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (!(await isPaid(cache, request))) continue;
      await cache.delete(request);
      deleted.add(new URL(request.url).pathname);
    }
  }
  return deleted;
}

/** The record without its paid files (they are no longer stored): a complete copy of what is left. */
function withoutPaid(record: StoredDownload): Partial<StoredDownload> | null {
  const paid = record.media.filter((item) => item.paid);
  if (paid.length === 0) return null;
  const bytes = paid.reduce((sum, item) => sum + item.bytes, 0);
  return {
    media: record.media.filter((item) => !item.paid),
    totalBytes: record.totalBytes - bytes,
    doneBytes: Math.max(0, record.doneBytes - bytes),
    totalItems: record.totalItems - paid.length,
    doneItems: Math.max(0, record.doneItems - paid.length),
  };
}

/** The member-data cleaner: paid files and their place in the download records. */
export async function forgetPaidMedia(): Promise<void> {
  await deletePaidFiles();
  await db.transaction('rw', db.downloads, async () => {
    for (const record of await db.downloads.toArray()) {
      const changes = withoutPaid(record);
      if (changes) await db.downloads.update(record.placeId, changes);
    }
  });
}

/** Whether the stored copy lacks a recording of an unlocked point (the one that plays in the download's language). */
function lacksUnlocked(record: StoredDownload, points: ExplanationPointT[], unlocks: Unlocks): boolean {
  const stored = new Set(record.media.map((item) => item.url));
  return points.some((point) => {
    if (!point.locked || isPointLocked(point, unlocks)) return false;
    if (point.withheld || point.narration === null) return true;
    const guide = point.guideNarration;
    const files = [recordingFor(point.audio, record.lang), guide && recordingFor(guide.audio, record.lang)];
    return files.some((found) => found && !stored.has(unsignedMediaUrl(found.file.url)));
  });
}

/** The complete downloads whose copy lacks what the unlocks now open. */
export async function downloadsLackingUnlocked(unlocks: Unlocks): Promise<string[]> {
  if (unlocks.pointIds.length === 0 && unlocks.placeIds.length === 0) return [];
  const lacking: string[] = [];
  for (const record of await db.downloads.where('status').equals('complete').toArray()) {
    const points = await db.points.where('placeId').equals(record.placeId).toArray();
    if (lacksUnlocked(record, points, unlocks)) lacking.push(record.placeId);
  }
  return lacking;
}

/** Whether a paid file is still kept: listed by a download, or in the worker's cache of played audio. */
async function paidFilesKept(): Promise<boolean> {
  if ((await db.downloads.toArray()).some((record) => record.media.some((item) => item.paid))) return true;
  if (!(await caches.has(PLAYED_AUDIO_CACHE))) return false;
  const played = await caches.open(PLAYED_AUDIO_CACHE);
  for (const request of await played.keys()) {
    if (await isPaid(played, request)) return true;
  }
  return false;
}

let watching = false;
/** At start, on every change of the unlocks, and at logout (once per page). */
export function watchPaidDownloads(update: (placeId: string) => Promise<void>): void {
  if (watching) return;
  watching = true;
  registerMemberDataCleaner(forgetPaidMedia);
  // Logged out while the app was closed, or on this page before this code had loaded (the
  // cleaner was not yet there to run): no paid file of the last member stays.
  if (!appStore.get(tokenAtom)) {
    void paidFilesKept()
      .then((kept) => (kept ? forgetPaidMedia() : undefined))
      .catch(() => undefined);
  }
  const check = async () => {
    if (!navigator.onLine) return;
    for (const placeId of await downloadsLackingUnlocked(appStore.get(unlocksAtom))) void update(placeId);
  };
  appStore.sub(unlocksAtom, () => void check().catch(() => undefined));
  void check().catch(() => undefined);
}
