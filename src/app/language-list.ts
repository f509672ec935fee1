import { request } from '@/lib/api';
import { ENDPOINTS, type LanguageItemT } from '@contract';
import { appStore, languageListAtom } from '@/lib/store';

/** At startup: `/simple-dict/getByName?name=langList`, stored as `languageList` (spec 3). */
export async function loadLanguageList(): Promise<void> {
  try {
    const list = await request<LanguageItemT[]>(ENDPOINTS.simpleDict, {
      payload: { name: 'langList' },
      errorToast: false,
    });
    if (Array.isArray(list) && list.length > 0) appStore.set(languageListAtom, list);
  } catch {
    // Offline or failing: the stored or built-in list keeps the switcher working.
  }
}
