// The member's offline writes (favourites, browsing history, feedback) are replayed at start,
// when the connection returns and on Background Sync; the member's favourites and history
// leave this device when the token goes (logout, re-login, account closure).
//
// Loaded after the first screen (background-work.ts): it imports the features' outboxes and the
// account's cleaner directly, not through their index.ts, whose pages and links would bring
// their chunks and the router's code (TanStack Router, 27 KB gzip) onto the first screen of /.
import { db } from '@/db/database';
import { registerMemberDataCleaner } from '@/lib/member-data-cleaners';
import { FAVOURITE_KIND, flushFavourites, startFavouriteSync } from '@/features/favourites/state/favourite-outbox';
import { flushFeedback, startFeedbackSync } from '@/features/feedback/state/feedback-outbox';
import { flushHistory, HISTORY_KIND, startHistorySync } from '@/features/history/state/history-outbox';
import { appStore, tokenAtom } from '@/lib/store';

export async function clearFavouritesAndHistory(): Promise<void> {
  await db.transaction('rw', [db.favourites, db.browsingHistory, db.pendingActions], async () => {
    await db.favourites.clear();
    await db.browsingHistory.clear();
    // Sent without the token they would be refused; with the next member's, misfiled.
    await db.pendingActions.where('kind').anyOf([FAVOURITE_KIND, HISTORY_KIND]).delete();
  });
}

let started = false;

export function startMemberDataSync(): void {
  if (started) return;
  started = true;
  // Run when the token goes (and awaited by logout, re-login and closure).
  registerMemberDataCleaner(clearFavouritesAndHistory);
  let token = appStore.get(tokenAtom);
  // Logged out while the app was closed: nothing of the last member stays.
  if (!token) void clearFavouritesAndHistory();
  appStore.sub(tokenAtom, () => {
    const next = appStore.get(tokenAtom);
    if (next && next !== token) flushMemberData();
    token = next;
  });
  startFavouriteSync();
  startHistorySync();
  startFeedbackSync();
}

export function flushMemberData(): void {
  void flushFavourites();
  void flushHistory();
  void flushFeedback();
}
