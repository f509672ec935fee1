// The download records live with the database schema; the feature names them from here.
export type { StoredDownload, DownloadStatus, DownloadFailure } from '@/db/database';
