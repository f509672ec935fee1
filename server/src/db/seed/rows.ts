// Maps validated content onto table rows: filter/sort columns beside the jsonb document.
import type { Insertable } from 'kysely';
import type { AllLocalesTextT, BannerT, ExplanationPointT, GuideT, MuseumT, ScenicAreaT } from '@contract';
import type { ExhibitHashesContentFileT } from '@contract/exhibit-hashes';
import type {
  BannersTable,
  ExhibitHashesTable,
  ExplanationPointsTable,
  GuidesTable,
  MuseumHallsTable,
  MuseumsTable,
  ScenicAreasTable,
} from '../schema';

const json = (value: unknown) => JSON.stringify(value);

/** Lower-cased names in every locale, plus region names and codes, one per line. */
export function searchText(...texts: (AllLocalesTextT | string)[]): string {
  const parts = texts.flatMap((t) => (typeof t === 'string' ? [t] : Object.values(t)));
  return [...new Set(parts.map((p) => p.toLowerCase()))].join('\n');
}

export function scenicRow(area: ScenicAreaT): Insertable<ScenicAreasTable> {
  return {
    id: area.id,
    province_code: area.province.code,
    city_code: area.city.code,
    scenic_type: area.scenicType,
    location_area: area.locationArea,
    hot: area.hot,
    popularity: area.popularity,
    search_text: searchText(area.name, area.province.name, area.city.name),
    content_version: area.contentVersion,
    data: json(area),
  };
}

export function museumRow(museum: MuseumT): Insertable<MuseumsTable> {
  const { halls: _halls, ...data } = museum;
  return {
    id: museum.id,
    province_code: museum.province.code,
    city_code: museum.city.code,
    popularity: museum.popularity,
    search_text: searchText(museum.name, museum.province.name, museum.city.name),
    content_version: museum.contentVersion,
    data: json(data),
  };
}

export function hallRows(museum: MuseumT): Insertable<MuseumHallsTable>[] {
  return museum.halls.map((hall) => ({
    id: hall.id,
    museum_id: museum.id,
    sort_order: hall.order,
    data: json(hall),
  }));
}

export function pointRow(point: ExplanationPointT): Insertable<ExplanationPointsTable> {
  return {
    id: point.id,
    place_id: point.placeId,
    place_kind: point.placeKind,
    hall_id: point.hallId,
    stop_number: point.stopNumber,
    sort_order: point.order,
    guide_id: point.guideNarration?.guideId ?? null,
    play_count: point.playCount,
    data: json(point),
  };
}

export function guideRow(guide: GuideT): Insertable<GuidesTable> {
  return { id: guide.id, rating: guide.rating, place_ids: json(guide.placeIds), data: json(guide) };
}

export function bannerRow(banner: BannerT): Insertable<BannersTable> {
  return { id: banner.id, position: 'home', sort_order: banner.order, data: json(banner) };
}

export function exhibitHashRows(file: ExhibitHashesContentFileT): Insertable<ExhibitHashesTable>[] {
  return file.exhibits.map((e) => ({ point_id: e.pointId, museum_id: file.museumId, hash: e.hash }));
}
