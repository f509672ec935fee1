// The caller's address, for the per-address limits and keys: the socket's remote address. A
// forwarded header would let anyone pick a fresh address per request, so it is read only from
// a proxy named in TRUSTED_PROXIES (the load balancer in front of several instances, issue 22):
// then the address is the right-most one of X-Forwarded-For that is not a trusted proxy (what
// the nearest untrusted hop connected from; the entries left of it are the client's to write).
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppBindings } from './types';

/** `::ffff:127.0.0.1` and `127.0.0.1` are one address. */
export const normalizeAddress = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

export function clientAddress(c: Context<AppBindings>): string {
  let peer: string;
  try {
    peer = normalizeAddress(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    return 'unknown';
  }
  const trusted = c.var.trustedProxies;
  if (!trusted?.size || !trusted.has(peer)) return peer;
  const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map(normalizeAddress).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (trusted.has(hop)) continue;
    return isIP(hop) ? hop : peer;
  }
  return peer;
}
