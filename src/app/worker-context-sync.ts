// Keeps the service worker's copy of the session (src/lib/worker-context.ts) equal to the
// page's: written at start and whenever the token or the profile changes (login, logout).
import { deviceId } from '@/lib/device-id';
import { writeWorkerContext } from '@/lib/worker-context';
import { appStore, tokenAtom, userInfoAtom } from '@/lib/store';

function mirror(): Promise<void> {
  return writeWorkerContext({
    token: appStore.get(tokenAtom),
    openId: appStore.get(userInfoAtom)?.openId ?? null,
    deviceId: deviceId(),
  });
}

let started = false;

export function startWorkerContextSync(): void {
  if (started) return;
  started = true;
  // A failed write (storage full or blocked) only leaves the sends to the open pages.
  const write = () => void mirror().catch(() => {});
  write();
  appStore.sub(tokenAtom, write);
  appStore.sub(userInfoAtom, write);
}
