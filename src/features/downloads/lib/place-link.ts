// Where a downloaded place opens: a scenic area's detail page or a museum's.
import type { PlaceKind } from '@contract';

export function placeLink(kind: PlaceKind, id: string) {
  return kind === 'scenic'
    ? ({ to: '/poiDetail', search: { id } } as const)
    : ({ to: '/museumDetail', search: { id } } as const);
}
