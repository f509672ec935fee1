import type { Locale, MuseumT } from '../../../lib/contract';
import { pickText } from '../../../lib/localized';
import type { PlayContext } from '../../player';

export function museumPlayContext(museum: MuseumT, lang: Locale): PlayContext {
  return { placeId: museum.id, placeKind: 'museum', placeName: pickText(museum.name, lang), artwork: museum.cover };
}
