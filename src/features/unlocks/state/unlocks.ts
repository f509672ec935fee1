// The member's unlocks (what paid orders unlock, on every device): kept in Dexie so a bought
// point plays offline, mirrored in a jotai atom for the player and other non-React code.
// Refreshed when this module starts with a member logged in, when a member logs in, after a
// payment, and when the connection returns; cleared (with the cached orders) on logout, when
// the locked points stored whole for the member are put back to their withheld form too.
import { appStore, atom, memberIdAtom, tokenAtom, useAtomValue } from '@/lib/store';
import { db } from '@/db/database';
import { withholdNarration } from '@contract';
import type { Unlocks } from '@contract/member';
import { fetchUnlocks } from '../api/unlocks-api';
import { registerMemberDataCleaner } from '@/lib/member-data-cleaners';
import { isPointLocked, NO_UNLOCKS } from '../lib/point-lock';

export { isPointLocked, NO_UNLOCKS };

export const unlocksAtom = atom<Unlocks>(NO_UNLOCKS);

let ready: Promise<void> | null = null;

async function loadStored(): Promise<void> {
  const stored = await db.unlocks.get('current').catch(() => undefined);
  // Another member's row (a logout that could not clear it) is never used.
  if (stored && appStore.get(tokenAtom) && stored.memberId === appStore.get(memberIdAtom)) {
    appStore.set(unlocksAtom, { pointIds: stored.pointIds, placeIds: stored.placeIds });
  }
}

/** Asks the server for the member's unlocks and keeps them; offline or logged out: nothing. */
export async function refreshUnlocks(): Promise<Unlocks> {
  if (!appStore.get(tokenAtom) || !navigator.onLine) return appStore.get(unlocksAtom);
  const unlocks = await fetchUnlocks();
  // Logged out while the call ran: drop the answer.
  if (!appStore.get(tokenAtom)) return NO_UNLOCKS;
  appStore.set(unlocksAtom, unlocks);
  await db.unlocks.put({ key: 'current', memberId: appStore.get(memberIdAtom), ...unlocks, updatedAt: Date.now() });
  return unlocks;
}

/** Forgets every member-owned table of this feature. */
export async function clearMemberOrders(): Promise<void> {
  appStore.set(unlocksAtom, NO_UNLOCKS);
  await db.transaction('rw', [db.unlocks, db.memberOrders], async () => {
    await db.unlocks.clear();
    await db.memberOrders.clear();
  });
  // What the member's unlocks revealed does not stay for the next visitor of this device.
  await db.points
    .filter((point) => point.locked && !point.withheld)
    .modify((point) => {
      Object.assign(point, withholdNarration(point));
    });
}

/** Starts once: stored unlocks into the atom, then the refreshes. Resolves when the stored ones are in. */
export function unlocksReady(): Promise<void> {
  ready ??= start();
  return ready;
}

async function start(): Promise<void> {
  // Run when the token goes (and awaited by logout, re-login and closure).
  registerMemberDataCleaner(clearMemberOrders);
  // Logged out while the app was closed (or cut short while clearing): nothing of the last member stays.
  if (!appStore.get(tokenAtom)) await clearMemberOrders().catch(() => undefined);
  appStore.sub(tokenAtom, () => {
    if (appStore.get(tokenAtom)) void refreshUnlocks().catch(() => undefined);
  });
  addEventListener('online', () => void refreshUnlocks().catch(() => undefined));
  await loadStored();
  void refreshUnlocks().catch(() => undefined);
}

if (typeof window !== 'undefined') void unlocksReady();

/** The member's unlocks, for components. */
export function useUnlocks(): Unlocks {
  return useAtomValue(unlocksAtom);
}

/** Whether this point still needs unlocking for the member on this device. */
export function useIsPointLocked(point: Parameters<typeof isPointLocked>[0]): boolean {
  return isPointLocked(point, useUnlocks());
}
