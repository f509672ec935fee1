import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import type { AllLocalesTextT } from '@contract';

export interface RegionOption {
  code: string;
  name: AllLocalesTextT;
  cities: { code: string; name: AllLocalesTextT }[];
}

/** The provinces and cities of the museums stored on this device, for the directory's filter. */
export function useMuseumRegions(): RegionOption[] {
  return (
    useLiveQuery(async () => {
      const provinces = new Map<string, RegionOption>();
      await db.museums.each((m) => {
        const province = provinces.get(m.province.code) ?? { ...m.province, cities: [] };
        if (!province.cities.some((c) => c.code === m.city.code)) province.cities.push(m.city);
        provinces.set(m.province.code, province);
      });
      return [...provinces.values()].sort((a, b) => a.code.localeCompare(b.code));
    }) ?? []
  );
}
