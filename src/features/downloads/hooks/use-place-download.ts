// One place's download, for its 'Download for offline' control: the record (live from
// Dexie), the size before downloading (asked of the server when online) and the actions.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { langAtom, onlineAtom, useAtomValue } from '@/lib/store';
import { db } from '@/db/database';
import type { PlaceKind, PlacePackageInfo } from '@contract';
import { fetchPackageInfo } from '../api/package-calls';
import {
  deleteDownload,
  pauseDownload,
  resumeDownload,
  startDownload,
  updateDownload,
} from '../engine/download-manager';
import type { StoredDownload } from '../types';
import { withAvailableVersion } from './place-version';

export interface PlaceDownloadView {
  /** undefined while Dexie is read; null when the place was never downloaded. */
  record: StoredDownload | null | undefined;
  /** The size before downloading (fetched when online); null until known or offline. */
  info: PlacePackageInfo | null;
  /** True when the size could not be fetched (offline or server error). */
  infoFailed: boolean;
  start(): void;
  pause(): void;
  resume(): void;
  /** Deletes the stored media cache and the record (the place's data stays as browsing cache). */
  remove(): Promise<void>;
  /** Fetches only what changed since the stored content version. */
  update(): void;
}

export function usePlaceDownload(placeId: string, kind: PlaceKind): PlaceDownloadView {
  const lang = useAtomValue(langAtom);
  const online = useAtomValue(onlineAtom);
  const record = useLiveQuery(async () => {
    const found = await db.downloads.get(placeId);
    return found ? withAvailableVersion(found) : null;
  }, [placeId]);
  const [size, setSize] = useState<{
    key: string;
    info: PlacePackageInfo | null;
    failed: boolean;
  } | null>(null);
  const key = `${placeId}:${lang}`;
  const wanted = record === null && online;

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    fetchPackageInfo(placeId, lang, controller.signal).then(
      (info) => setSize({ key, info, failed: false }),
      () => !controller.signal.aborted && setSize({ key, info: null, failed: true }),
    );
    return () => controller.abort();
  }, [wanted, placeId, lang, key]);

  const current = size?.key === key ? size : null;
  return {
    record,
    info: current?.info ?? null,
    infoFailed: !online || (current?.failed ?? false),
    start: () => void startDownload(placeId, kind, lang, current?.info),
    pause: () => void pauseDownload(placeId),
    resume: () => void resumeDownload(placeId),
    remove: () => deleteDownload(placeId),
    update: () => void updateDownload(placeId),
  };
}
