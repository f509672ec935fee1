// The browser's storage figures (navigator.storage.estimate) and persistence, read again
// every 2 s while a download runs, so the figure moves with it.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { db } from '@/db/database';

export interface StorageView {
  usage: number;
  quota: number;
  /** null where the browser cannot tell. */
  persisted: boolean | null;
  requestPersist(): Promise<boolean>;
}

interface Figures {
  usage: number;
  quota: number;
  persisted: boolean | null;
}

async function readFigures(): Promise<Figures | null> {
  if (!navigator.storage?.estimate) return null;
  const [estimate, persisted] = await Promise.all([
    navigator.storage.estimate(),
    navigator.storage.persisted ? navigator.storage.persisted() : Promise.resolve(null),
  ]);
  return { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted };
}

/** null until known (and where the browser has no storage manager). */
export function useStorageEstimate(): StorageView | null {
  const [figures, setFigures] = useState<Figures | null>(null);
  const running = useLiveQuery(() => db.downloads.where('status').equals('downloading').count(), [], 0);

  useEffect(() => {
    let live = true;
    const refresh = () => void readFigures().then((next) => live && setFigures(next));
    refresh();
    const timer = running > 0 ? setInterval(refresh, 2000) : undefined;
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [running]);

  const requestPersist = useCallback(async () => {
    const granted = navigator.storage?.persist ? await navigator.storage.persist() : false;
    setFigures(await readFigures());
    return granted;
  }, []);

  return figures ? { ...figures, requestPersist } : null;
}
