// The catalogue facts the assistant grounds its answers in, read with the existing queries.
import type { Kysely } from 'kysely';
import type { AllLocalesTextT, LocalizedTextT } from '@contract/catalog';
import { getMuseumWithExhibits } from '../db/queries/museum';
import { getScenic } from '../db/queries/scenic';
import type { Database } from '../db/schema';

export interface PlaceContext {
  id: string;
  kind: 'scenic' | 'museum';
  name: AllLocalesTextT;
  intro: LocalizedTextT;
  hours: LocalizedTextT;
  tips: LocalizedTextT;
  address: LocalizedTextT;
  /** Explanation points (exhibits) in tour order. */
  points: AllLocalesTextT[];
  /** Museums only: how to book. */
  reservation: LocalizedTextT | null;
}

export async function loadPlace(db: Kysely<Database>, id: string): Promise<PlaceContext | null> {
  const scenic = await getScenic(db, id);
  if (scenic) {
    const { area, points } = scenic;
    return {
      id,
      kind: 'scenic',
      name: area.name,
      intro: area.intro,
      hours: area.openingInfo,
      tips: area.tips,
      address: area.address,
      points: points.map((p) => p.name),
      reservation: null,
    };
  }
  const museum = await getMuseumWithExhibits(db, id);
  if (!museum) return null;
  const m = museum.museum;
  return {
    id,
    kind: 'museum',
    name: m.name,
    intro: m.overview,
    hours: m.openingHours,
    tips: m.visitingTips,
    address: m.address,
    points: museum.exhibits.map((p) => p.name),
    reservation: m.reservationInfo,
  };
}

/** Every place of the catalogue (a small catalogue: read once, kept for a minute). */
export function createPlaceDirectory(db: Kysely<Database>, ttlMs = 60_000) {
  let cached: { at: number; places: Promise<PlaceContext[]> } | null = null;
  const loadAll = async () => {
    const [scenic, museums] = await Promise.all([
      db.selectFrom('scenic_areas').select('id').orderBy('popularity', 'desc').execute(),
      db.selectFrom('museums').select('id').orderBy('popularity', 'desc').execute(),
    ]);
    const places = await Promise.all([...scenic, ...museums].map((r) => loadPlace(db, r.id)));
    return places.filter((p): p is PlaceContext => p !== null);
  };
  return {
    all(): Promise<PlaceContext[]> {
      if (!cached || Date.now() - cached.at > ttlMs) {
        cached = { at: Date.now(), places: loadAll() };
        cached.places.catch(() => (cached = null));
      }
      return cached.places;
    },
  };
}

export type PlaceDirectory = ReturnType<typeof createPlaceDirectory>;
