// A stable random id of this device, kept in local storage (and mirrored for the service
// worker, src/lib/worker-context.ts): the server counts one like per device with it (header
// x-device-id). Not an identity: no account, nothing personal.
import { LOCAL_KEYS, readLocal, writeLocal } from './storage-keys';

/** Local-storage key of the device id (beside the spec's keys; docs/decisions/0013-likes-one-per-device.md). */
export const DEVICE_ID_KEY = LOCAL_KEYS.deviceId;
const VALID = /^[A-Za-z0-9_-]{8,64}$/;

let cached: string | null = null;

function randomId(): string {
  // getRandomValues works in insecure contexts too (a plain-http LAN host), randomUUID does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function deviceId(): string {
  if (cached) return cached;
  const stored = readLocal(DEVICE_ID_KEY);
  cached = stored && VALID.test(stored) ? stored : randomId();
  if (cached !== stored) writeLocal(DEVICE_ID_KEY, cached);
  return cached;
}

/** The service worker has no local storage: it takes the id the page mirrored (worker-context). */
export function adoptDeviceId(id: string): void {
  if (VALID.test(id)) cached = id;
}
