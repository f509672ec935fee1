// The directory's search, kept while the app is open so Back from a museum returns to it.
import { atom } from '@/lib/store';
import type { MuseumSearch } from '@/lib/catalog';

export const museumSearchAtom = atom<MuseumSearch>({ keyword: '', provinceCode: '', cityCode: '' });
