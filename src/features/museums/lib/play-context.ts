import type { MuseumT } from '@contract';
import type { PlayContext } from '@/features/player';

export function museumPlayContext(museum: MuseumT): PlayContext {
  return { placeId: museum.id, placeKind: 'museum', placeName: museum.name, artwork: museum.cover };
}
