// The one Dexie database of the app: its schema, versions and upgrades live here.
import Dexie, { type Table } from 'dexie';
import type {
  BannerT,
  ExplanationPointT,
  GuideT,
  MuseumT,
  ScenicAreaT,
  TrackingEvent,
} from '../lib/contract';

/** An ordered result list from the API (home sections, searches), by key. */
export interface StoredList {
  key: string;
  ids: string[];
  updatedAt: number;
}

export class GuideDatabase extends Dexie {
  banners!: Table<BannerT, string>;
  scenicAreas!: Table<ScenicAreaT, string>;
  museums!: Table<MuseumT, string>;
  points!: Table<ExplanationPointT, string>;
  guides!: Table<GuideT, string>;
  lists!: Table<StoredList, string>;
  trackingQueue!: Table<TrackingEvent, string>;
  trackingState!: Table<{ key: string; value: unknown }, string>;

  constructor(name = 'scenic-guide') {
    super(name);
    this.version(1).stores({
      banners: 'id, order',
      scenicAreas: 'id, popularity, province.code, city.code',
      museums: 'id, popularity',
      points: 'id, placeId, [placeId+stopNumber]',
      guides: 'id',
      lists: 'key',
    });
    // v2: the tracking queue (oldest first by client time) and its small state records
    // (drop counter, device signing key, the open page's leave record).
    this.version(2).stores({
      trackingQueue: 'id, time',
      trackingState: 'key',
    });
  }
}

export const db = new GuideDatabase();
