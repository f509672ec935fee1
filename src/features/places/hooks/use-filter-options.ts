import { useLiveQuery } from 'dexie-react-hooks';
import { readStoredValue } from '@/db/stored-lists';
import { useRefresh } from '@/hooks/use-refresh';
import { fetchFilterOptions, FILTER_OPTIONS_KEY, type FilterOptions } from '../api/scenic-filters';

/** The stored filter options (null before the first answer), refreshed once per screen. */
export function useFilterOptions(): FilterOptions | null | undefined {
  const stored = useLiveQuery(async () => (await readStoredValue<FilterOptions>(FILTER_OPTIONS_KEY))?.value ?? null);
  useRefresh(FILTER_OPTIONS_KEY, fetchFilterOptions);
  return stored;
}
