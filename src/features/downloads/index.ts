export type { StoredDownload, DownloadStatus, DownloadFailure } from './types';
export { usePlaceDownload, type PlaceDownloadView } from './hooks/use-place-download';
export { useDownloads, removeDownload } from './hooks/use-downloads';
export { useStorageEstimate, type StorageView } from './hooks/use-storage-estimate';
export { DownloadControl } from './components/download-control';
export { DownloadsPage } from './components/downloads-page';
export { useDownloadedCount } from './hooks/use-downloaded-count';
