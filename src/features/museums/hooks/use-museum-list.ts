import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import type { MuseumT } from '@contract';
import { museumListKey, type MuseumSearch } from '@/lib/catalog';

export interface MuseumListView {
  museums: MuseumT[];
  /** false: this search never reached the server; the museums stored here were filtered instead. */
  fromServer: boolean;
}

/** A museum matches a search on this device as on the server: any locale's name, its region. */
function matchesLocally(museum: MuseumT, search: MuseumSearch): boolean {
  const keyword = search.keyword.trim().toLowerCase();
  const names = [museum.name, museum.province.name, museum.city.name].flatMap((t) => Object.values(t));
  return (
    (!keyword || names.some((n) => n.toLowerCase().includes(keyword))) &&
    (!search.provinceCode || museum.province.code === search.provinceCode) &&
    (!search.cityCode || museum.city.code === search.cityCode)
  );
}

export function useMuseumList(search: MuseumSearch): MuseumListView | undefined {
  const key = museumListKey(search);
  return useLiveQuery(async () => {
    const list = await db.lists.get(key);
    if (list) {
      const museums = await db.museums.bulkGet(list.ids);
      return { museums: museums.filter((m): m is MuseumT => m !== undefined), fromServer: true };
    }
    const stored = await db.museums.orderBy('popularity').reverse().toArray();
    return { museums: stored.filter((m) => matchesLocally(m, search)), fromServer: false };
  }, [key]);
}
