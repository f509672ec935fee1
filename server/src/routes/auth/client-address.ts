// The caller's address for the per-address SMS limits: the socket's remote address (a
// forwarded header would let anyone pick a fresh address per request).
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
