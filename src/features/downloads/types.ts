// A downloaded (or downloading) place, as stored in Dexie (`downloads`): what the Downloads
// screen lists and what the download engine resumes after a reload.
import type { Locale, PackageMediaItem, PlaceKind } from '../../lib/contract';

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
