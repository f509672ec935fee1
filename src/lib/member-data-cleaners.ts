// Member-owned local data (favourites, history, orders ... kept by other features) must not
// outlive the member's token. Features register a cleaner; the cleaners run when the token
// goes or changes to another member's (logout, re-login, closure, an account swapped by link
// parameters), and logout, re-login and closure await them before they move on. A failing
// cleaner does not stop the others. Below the features (src/lib) so that the code that runs
// after the first screen (outboxes, unlocks, downloads) registers without loading the account's
// screens, and with them the router.
import { appStore, tokenAtom } from '@/lib/store';

type Cleaner = () => void | Promise<void>;

const cleaners = new Set<Cleaner>();
let watching = false;
let running: Promise<void> | null = null;

function watchToken(): void {
  watching = true;
  let token = appStore.get(tokenAtom);
  appStore.sub(tokenAtom, () => {
    const next = appStore.get(tokenAtom);
    if (token && next !== token) void clearMemberData();
    token = next;
  });
}

/** Returns the unregister function. */
export function registerMemberDataCleaner(fn: Cleaner): () => void {
  cleaners.add(fn);
  if (!watching) watchToken();
  return () => cleaners.delete(fn);
}

/** Runs every cleaner; a call while they run waits for the same run rather than start another. */
export function clearMemberData(): Promise<void> {
  running ??= Promise.allSettled([...cleaners].map(async (fn) => fn()))
    .then(() => undefined)
    .finally(() => {
      running = null;
    });
  return running;
}
