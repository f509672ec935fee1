import { useLiveQuery } from 'dexie-react-hooks';
import { readSearchHistory } from '../db/search-history';

/** The stored search terms, newest first; undefined while Dexie is read. */
export function useSearchHistory(): string[] | undefined {
  return useLiveQuery(readSearchHistory);
}
