// The server's public key: embedded in the served index.html (so the first call, and an
// offline start, need no round trip), else fetched from /api/public-key (always, in the
// service worker, which has no document).
import { PUBLIC_KEY_ELEMENT_ID, PUBLIC_KEY_PATH, type ApiResponse } from '../../contract';

interface PageDocument {
  getElementById(id: string): { textContent: string | null } | null;
}

const pageDocument = (): PageDocument | undefined => (globalThis as { document?: PageDocument }).document;

export async function readEmbeddedOrFetchPublicKey(preferNetwork = false): Promise<string> {
  const embedded = pageDocument()?.getElementById(PUBLIC_KEY_ELEMENT_ID)?.textContent?.trim();
  if (embedded && !preferNetwork) return embedded;
  const response = await fetch(PUBLIC_KEY_PATH, { cache: 'no-store' });
  const body = (await response.json()) as ApiResponse<{ publicKey: string }>;
  if (!body.success || !body.data?.publicKey) throw new Error('public key unavailable');
  return body.data.publicKey;
}
