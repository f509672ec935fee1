// The one Dexie database of the app: its schema, versions and upgrades live here.
import Dexie, { type Table } from 'dexie';
import type {
  ExhibitFeaturesEntryT,
  BannerT,
  ChatRecord,
  ExhibitHash,
  ExplanationPointT,
  GuideT,
  Locale,
  MuseumT,
  PackageMediaItem,
  PlaceKind,
  ScenicAreaT,
  TrackingEvent,
} from '@contract';
import type { MemberTargetKind, Order } from '@contract/member';

/** A visitor action made offline (or before its answer came), replayed in order later. */
export interface PendingAction {
  seq?: number;
  /** What to replay, e.g. 'point-like'. */
  kind: string;
  /** The thing acted on; a newer action on the same key replaces an older one. */
  key: string;
  payload: unknown;
  createdAt: number;
}

/** Where the visitor stopped listening to a point, to resume there. */
export interface PlaybackPosition {
  pointId: string;
  positionSec: number;
  durationSec: number;
  updatedAt: number;
}

/** The visitor's like of a point, as last set on this device. */
export interface PointLike {
  pointId: string;
  liked: boolean;
  updatedAt: number;
}

/** A destination search the visitor made, newest first by usedAt. */
export interface SearchHistoryEntry {
  term: string;
  usedAt: number;
}

/** A machine translation of one text into one locale, kept for offline reading. */
export interface StoredTranslation {
  /** `${locale}:${source text}` */
  key: string;
  text: string;
  provider: string;
  updatedAt: number;
}

/** An ordered result list from the API (home sections, searches), by key. */
export interface StoredList {
  key: string;
  ids: string[];
  updatedAt: number;
}

/** The image hashes of one museum's exhibits, for the scan to work offline. */
export interface StoredExhibitHashes {
  museumId: string;
  hashes: ExhibitHash[];
  updatedAt: number;
}

/** One museum's exhibit features for the scan (replaced whole; the recipe named by `algorithm`). */
export interface StoredExhibitFeatures {
  museumId: string;
  algorithm: string;
  exhibits: ExhibitFeaturesEntryT[];
  updatedAt: number;
}

// A downloaded (or downloading) place: what the Downloads screen lists and what the download
// engine resumes after a reload.
export type DownloadStatus = 'downloading' | 'paused' | 'complete' | 'failed';

/** Why a download stopped: no room (with how much more it needs), no network, a bad file, the server. */
export type DownloadFailure =
  | { reason: 'quota'; neededBytes: number }
  | { reason: 'network' }
  | { reason: 'verify'; url: string }
  | { reason: 'server'; status: number };

export interface StoredDownload {
  placeId: string;
  kind: PlaceKind;
  /** The language whose audio and translations were downloaded. */
  lang: Locale;
  name: Partial<Record<Locale, string>>;
  cover: string;
  contentVersion: number;
  /** The server's content version when newer than the stored one (an update is offered). */
  availableVersion: number | null;
  status: DownloadStatus;
  failure: DownloadFailure | null;
  media: PackageMediaItem[];
  /** Media bytes and data bytes. */
  totalBytes: number;
  doneBytes: number;
  /** Media files (the data counts as one item). */
  totalItems: number;
  doneItems: number;
  startedAt: number;
  completedAt: number | null;
  updatedAt: number;
}

/** The last history of a chat session seen online, for reading it offline. */
export interface StoredChatHistory {
  sessionId: string;
  records: ChatRecord[];
  updatedAt: number;
}

/** A member's favourite (point, scenic area or museum), as last known on this device. */
export interface StoredFavourite {
  targetKind: MemberTargetKind;
  targetId: string;
  /** ms since the epoch; the list is newest first. */
  createdAt: number;
}

/** A detail page the member opened, with the latest time. */
export interface StoredHistoryEntry {
  targetKind: MemberTargetKind;
  targetId: string;
  viewedAt: number;
}

/** The server's answer to a feedback message sent from the outbox (by the app's clientId). */
export interface FeedbackReceipt {
  clientId: string;
  /** The stored message id; null when the server refused the message. */
  id: string | null;
  /** What the visitor reads out; absent on receipts kept before references existed. */
  reference?: string | null;
  error: string | null;
  at: number;
}

/** What the member's paid orders unlock (GET unlocks), kept for offline play. One row: key 'current'. */
export interface StoredUnlocks {
  key: 'current';
  memberId: string | null;
  pointIds: string[];
  placeIds: string[];
  updatedAt: number;
}

/** The page's session as the service worker sees it (written by src/app/worker-context-sync.ts). */
export interface WorkerContext {
  key: 'current';
  token: string | null;
  openId: string | null;
  deviceId: string | null;
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
  pendingActions!: Table<PendingAction, number>;
  playback!: Table<PlaybackPosition, string>;
  pointLikes!: Table<PointLike, string>;
  searchHistory!: Table<SearchHistoryEntry, string>;
  translations!: Table<StoredTranslation, string>;
  exhibitHashes!: Table<StoredExhibitHashes, string>;
  exhibitFeatures!: Table<StoredExhibitFeatures, string>;
  downloads!: Table<StoredDownload, string>;
  chatHistory!: Table<StoredChatHistory, string>;
  favourites!: Table<StoredFavourite, [MemberTargetKind, string]>;
  browsingHistory!: Table<StoredHistoryEntry, [MemberTargetKind, string]>;
  feedbackReceipts!: Table<FeedbackReceipt, string>;
  unlocks!: Table<StoredUnlocks, string>;
  memberOrders!: Table<Order, string>;
  workerContext!: Table<WorkerContext, string>;

  constructor(name = 'scenic-guide') {
    super(name);
    // One declaration of the current schema. Dexie (3.0 and later) reads the installed
    // version's schema from the database itself and adds what is missing, so the earlier
    // versions need no declaration as long as none has an upgrade function; parsing ten of
    // them cost the first screen's main thread a few milliseconds at every start. A version
    // that needs an upgrade function is declared beside this one, with its own number.
    this.version(10).stores({
      banners: 'id, order',
      scenicAreas: 'id, popularity, province.code, city.code',
      museums: 'id, popularity',
      points: 'id, placeId, [placeId+stopNumber]',
      guides: 'id',
      lists: 'key',
      // The tracking queue (oldest first by client time) and its small state records (drop
      // counter, device signing key, the open page's leave record).
      trackingQueue: 'id, time',
      trackingState: 'key',
      // The guides' local state: the outbox of offline actions, resume positions, likes, the
      // destination search history and machine translations.
      pendingActions: '++seq, kind, key, createdAt',
      playback: 'pointId, updatedAt',
      pointLikes: 'pointId',
      searchHistory: 'term, usedAt',
      translations: 'key',
      // The exhibits' image hashes of visited and downloaded museums (the scan, offline).
      exhibitHashes: 'museumId',
      // The exhibits' reference-picture features of scanned and downloaded museums (the scan
      // recognises pictures with them, offline).
      exhibitFeatures: 'museumId',
      // The places downloaded for offline use (their media live in Cache Storage).
      downloads: 'placeId, status, startedAt',
      // Chat histories, readable offline.
      chatHistory: 'sessionId, updatedAt',
      // The member's favourites and browsing history (cleared on logout), and the answers to
      // feedback sent from the outbox.
      favourites: '[targetKind+targetId], createdAt',
      browsingHistory: '[targetKind+targetId], viewedAt',
      feedbackReceipts: 'clientId',
      // The member's unlocks and the orders last loaded, readable offline (cleared on logout).
      unlocks: 'key',
      memberOrders: 'id, status, createdAt',
      // Who is logged in and this device's id, mirrored from local storage (which service
      // workers cannot read) so that Background Sync can send the outbox with every tab closed.
      workerContext: 'key',
    });
  }
}

export const db = new GuideDatabase();
