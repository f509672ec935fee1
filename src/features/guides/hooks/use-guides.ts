import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import { readStoredItems } from '@/db/stored-lists';
import { useRefresh, type Refresh } from '@/hooks/use-refresh';
import type { GuideT } from '@contract';
import { fetchGuides, GUIDES_LIST_KEY } from '@/lib/catalog';

/** The stored guides at once (null when never fetched), refreshed from the API. */
export function useGuides(): { guides: GuideT[] | null | undefined } & Refresh {
  const guides = useLiveQuery(() => readStoredItems(GUIDES_LIST_KEY, db.guides));
  return { guides, ...useRefresh(GUIDES_LIST_KEY, fetchGuides) };
}
