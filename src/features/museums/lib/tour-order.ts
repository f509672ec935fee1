import type { ExplanationPointT, MuseumHallT } from '@contract';

export interface TourStop {
  exhibit: ExplanationPointT;
  hall: MuseumHallT | null;
}

/**
 * The exhibition tour: halls in their order, each hall's exhibits in their order; exhibits of
 * no known hall come last, by their order.
 */
export function tourOrder(halls: readonly MuseumHallT[], exhibits: readonly ExplanationPointT[]): TourStop[] {
  const byOrder = (a: { order: number; id: string }, b: { order: number; id: string }) =>
    a.order - b.order || a.id.localeCompare(b.id);
  const sortedHalls = [...halls].sort(byOrder);
  const known = new Set(sortedHalls.map((h) => h.id));
  const stops: TourStop[] = sortedHalls.flatMap((hall) =>
    exhibits
      .filter((e) => e.hallId === hall.id)
      .sort(byOrder)
      .map((exhibit) => ({ exhibit, hall })),
  );
  const loose = exhibits.filter((e) => e.hallId === null || !known.has(e.hallId)).sort(byOrder);
  return [...stops, ...loose.map((exhibit) => ({ exhibit, hall: null }))];
}
