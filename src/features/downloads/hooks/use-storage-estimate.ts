// STUB (interface only).
export interface StorageView {
  usage: number;
  quota: number;
  /** null where the browser cannot tell. */
  persisted: boolean | null;
  requestPersist(): Promise<boolean>;
}

/** navigator.storage.estimate() and persist(), refreshed while a download runs; null until known. */
export function useStorageEstimate(): StorageView | null {
  throw new Error('not implemented yet');
}
