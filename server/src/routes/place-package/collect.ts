// What a place package holds, read from its data: the media URLs to fetch (the recording of
// each narration, official and guide, that plays in the package's language: its own, else the
// original language's; pictures, the map, the guides' portraits) and the content texts that
// lack the language (to send with their stored machine translations).
import {
  LOCALES,
  recordingFor,
  translationSource,
  type ExplanationPointT,
  type GuideT,
  type Locale,
  type MuseumT,
  type ScenicAreaT,
} from '@contract';

export interface PlaceData {
  area: ScenicAreaT | null;
  museum: MuseumT | null;
  points: ExplanationPointT[];
  guides: GuideT[];
}

export function mediaUrlsOf(data: PlaceData, lang: Locale): string[] {
  const place = data.area ?? data.museum;
  const urls: Array<string | null | undefined> = place ? [place.cover, ...place.images, place.map.image] : [];
  for (const point of data.points) {
    const guide = point.guideNarration;
    urls.push(
      point.image,
      recordingFor(point.audio, lang)?.file.url,
      guide && recordingFor(guide.audio, lang)?.file.url,
    );
  }
  for (const guide of data.guides) urls.push(guide.avatar);
  return [...new Set(urls.filter((url): url is string => typeof url === 'string' && url.length > 0))];
}

type Text = Partial<Record<Locale, string>>;
const localeSet = new Set<string>(LOCALES);

/** An object whose keys are all locale codes with string values: a localized text. */
function isLocalizedText(value: object): value is Text {
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([key, text]) => localeSet.has(key) && typeof text === 'string');
}

/** The texts to translate into `lang`, grouped by the locale they are translated from. */
export function textsLacking(data: PlaceData, lang: Locale): Map<Locale, Set<string>> {
  const wanted = new Map<Locale, Set<string>>();
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach(visit);
    if (isLocalizedText(value)) {
      if (value[lang]) return;
      const source = translationSource(value, lang);
      if (!source) return;
      const set = wanted.get(source.from) ?? new Set<string>();
      set.add(source.text);
      wanted.set(source.from, set);
      return;
    }
    Object.values(value).forEach(visit);
  };
  visit(data);
  return wanted;
}
