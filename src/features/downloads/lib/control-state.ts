// What the 'Download for offline' control shows, decided from the hook's view and the
// network state alone (no React, no strings), so each state can be tested on its own.
import type { PlacePackageInfo } from '@contract';
import type { DownloadFailure, StoredDownload } from '../types';

/** The size shown before downloading: media and data bytes, and the number of media files. */
export interface PackageSize {
  bytes: number;
  files: number;
}

/** What a failed download offers: resume where it stopped, try again, or nothing (free space first). */
export type FailureAction = 'resume' | 'retry';

export type ControlState =
  | { kind: 'loading' }
  | { kind: 'idle'; size: PackageSize | null; canStart: boolean }
  | { kind: 'running'; record: StoredDownload; paused: boolean }
  | { kind: 'complete'; record: StoredDownload; updateAvailable: boolean }
  | { kind: 'failed'; record: StoredDownload; failure: DownloadFailure | null; action: FailureAction };

export function packageSize(info: PlacePackageInfo): PackageSize {
  return { bytes: info.mediaBytes + info.dataBytes, files: info.mediaCount };
}

export function failureAction(failure: DownloadFailure | null): FailureAction {
  switch (failure?.reason) {
    case 'network':
      return 'resume';
    default:
      // A full disk (once space is freed), a damaged file, a server error or an unknown cause:
      // the engine resumes, keeping what it stored, and fetches the rest.
      return 'retry';
  }
}

export function controlState(
  view: { record: StoredDownload | null | undefined; info: PlacePackageInfo | null; infoFailed: boolean },
  online: boolean,
): ControlState {
  const { record } = view;
  if (record === undefined) return { kind: 'loading' };
  if (record === null) {
    return { kind: 'idle', size: view.info ? packageSize(view.info) : null, canStart: online && !view.infoFailed };
  }
  switch (record.status) {
    case 'downloading':
    case 'paused':
      return { kind: 'running', record, paused: record.status === 'paused' };
    case 'complete':
      return { kind: 'complete', record, updateAvailable: record.availableVersion !== null };
    case 'failed':
      return { kind: 'failed', record, failure: record.failure, action: failureAction(record.failure) };
  }
}

/** Progress numbers clamped to what a <progress> accepts (max > 0, 0 <= value <= max). */
export function progressOf(record: StoredDownload): { value: number; max: number } {
  const max = Math.max(record.totalBytes, 1);
  return { value: Math.min(Math.max(record.doneBytes, 0), max), max };
}
