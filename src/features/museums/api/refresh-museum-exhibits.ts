// The online museum's refresh: the exhibits with their exhibit info (ENDPOINTS.museumExhibits),
// plus the museum itself when it was never stored (its halls give the exhibits their order).
import { db } from '../../../db/database';
import { request } from '../../../lib/api';
import { ENDPOINTS, type ExplanationPointT } from '../../../lib/contract';
import { storeExhibits } from '../db/store-exhibits';
import { refreshMuseumDetail } from './refresh-museum-detail';

export async function refreshMuseumExhibits(museumId: string): Promise<void> {
  if (!(await db.museums.get(museumId))) {
    await refreshMuseumDetail(museumId);
    return;
  }
  const exhibits = await request<ExplanationPointT[]>(ENDPOINTS.museumExhibits, { payload: { museumId }, errorToast: false });
  await db.transaction('rw', db.points, () => storeExhibits(museumId, exhibits));
}
