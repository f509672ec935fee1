import type { Locale, MuseumT } from '@contract';
import { pickText } from '@/lib/localized';
import type { PlayContext } from '@/features/player';

export function museumPlayContext(museum: MuseumT, lang: Locale): PlayContext {
  return { placeId: museum.id, placeKind: 'museum', placeName: pickText(museum.name, lang), artwork: museum.cover };
}
