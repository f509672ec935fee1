// The assistant's catalogue from the content files (the bench and the tests; the server
// builds the same from its database): every text in all 11 locales, its own or the stored
// translation of its path.
import type { ExplanationPointT, MuseumT, ScenicAreaT } from '../../../src/lib/contract/catalog';
import { LOCALES, type Locale } from '../../../src/lib/contract/locales';
import { museumPlace, scenicPlace } from '../../../src/lib/assistant/catalogue';
import type { AssistantCatalogue, AssistantPlace } from '../../../src/lib/assistant/types';
import { contentFiles, contentRoot, readTranslations, type Text, type TranslationFile } from './content-texts';

export function contentCatalogue(root = contentRoot): AssistantCatalogue {
  const places: AssistantPlace[] = [];
  for (const file of contentFiles(root)) {
    const json = file.json as Partial<{
      area: ScenicAreaT;
      points: ExplanationPointT[];
      museum: MuseumT;
      exhibits: ExplanationPointT[];
    }>;
    if (!json.area && !json.museum) continue;
    const translations = new Map<Locale, TranslationFile>(
      LOCALES.map((l) => [l, readTranslations(l, file.source, root)]),
    );
    const complete = (text: Text, path: string) => {
      const out: Text = {};
      for (const locale of LOCALES) {
        const own = text[locale];
        const entry = translations.get(locale)?.[path];
        const value = own || entry?.text;
        if (value) out[locale] = value;
      }
      return out;
    };
    if (json.area) places.push(scenicPlace(json.area, json.points ?? [], complete));
    else if (json.museum) places.push(museumPlace(json.museum, json.exhibits ?? [], complete));
  }
  return { places };
}
