import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import { toCandidates, type HashCandidate } from '../lib/match';

/**
 * The exhibit hashes a scan compares with: the given museum's, or, with no museum, those of
 * every museum stored on this device. `undefined` while IndexedDB is read.
 */
export function useScanCandidates(museumId: string | undefined): HashCandidate[] | undefined {
  return useLiveQuery(async () => {
    const stored = museumId ? [await db.exhibitHashes.get(museumId)] : await db.exhibitHashes.toArray();
    return stored.flatMap((s) => (s ? toCandidates(s.museumId, s.hashes) : []));
  }, [museumId]);
}
