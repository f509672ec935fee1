import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useState } from 'react';
import { db } from '@/db/database';
import { readStoredValue } from '@/db/stored-lists';
import type { ScenicAreaT } from '@contract';
import { useRefresh, type RefreshState } from '@/hooks/use-refresh';
import { fetchScenicPage, SEARCH_PAGE_SIZE, type SearchTotal } from '@/lib/catalog';
import { searchListKey, type ScenicFilters } from '@/lib/scenic-filters';

export interface ScenicSearch {
  /** undefined while Dexie is read; null when this search was never stored. */
  areas: ScenicAreaT[] | null | undefined;
  total: number;
  state: RefreshState;
  retry: () => void;
  /** null when every result is shown. */
  loadMore: (() => void) | null;
  more: 'idle' | 'loading' | 'failed';
}

/** The stored results of a filter set at once, refreshed from the API; 'load more' pages on. */
export function useScenicSearch(filters: ScenicFilters): ScenicSearch {
  const key = searchListKey(filters);
  const stored = useLiveQuery(async () => {
    const list = await readStoredValue<SearchTotal>(key);
    if (!list) return null;
    const areas = await db.scenicAreas.bulkGet(list.ids);
    return { areas: areas.filter((a) => a !== undefined), total: list.value.total };
  }, [key]);
  const { state, retry } = useRefresh(key, () => fetchScenicPage(filters, 1));
  const [more, setMore] = useState<{ key: string; status: 'loading' | 'failed' } | null>(null);

  const shown = stored?.areas.length ?? 0;
  const total = stored?.total ?? 0;
  const nextPage = Math.floor(shown / SEARCH_PAGE_SIZE) + 1;
  const loadMore = useCallback(() => {
    setMore({ key, status: 'loading' });
    fetchScenicPage(filters, nextPage).then(
      () => setMore(null),
      () => setMore({ key, status: 'failed' }),
    );
    // filters is described by key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, nextPage]);

  return {
    areas: stored === undefined ? undefined : (stored?.areas ?? null),
    total,
    state,
    retry,
    loadMore: stored && shown < total ? loadMore : null,
    more: more?.key === key ? more.status : 'idle',
  };
}
