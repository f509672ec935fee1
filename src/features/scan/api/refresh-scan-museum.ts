// Before a scan in a museum: its exhibit hashes and its exhibits (which a match shows), kept
// in Dexie so the next scan there works offline.
import { db } from '../../../db/database';
import { request } from '../../../lib/api';
import { ENDPOINTS, type ExplanationPointT } from '../../../lib/contract';
import { refreshExhibitHashes } from './refresh-exhibit-hashes';

export async function refreshScanMuseum(museumId: string): Promise<void> {
  const [exhibits] = await Promise.all([
    request<ExplanationPointT[]>(ENDPOINTS.museumExhibits, { payload: { museumId }, errorToast: false }),
    refreshExhibitHashes(museumId),
  ]);
  await db.points.bulkPut(exhibits);
}
