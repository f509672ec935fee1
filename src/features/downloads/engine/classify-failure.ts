// What stopped a download, in the terms the screen explains to the visitor.
import { ApiError, HttpStatusError } from '@/lib/api';
import type { DownloadFailure } from '../types';
import { ItemDamagedError } from './errors';

/** Cache Storage and IndexedDB both name a full disk so (Dexie keeps the name on its own error). */
export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof Error) && !(error instanceof DOMException)) return false;
  const inner = (error as { inner?: unknown }).inner;
  return error.name === 'QuotaExceededError' || (inner instanceof Error && inner.name === 'QuotaExceededError');
}

export function classifyFailure(error: unknown, remainingBytes: number): DownloadFailure {
  if (isQuotaError(error)) return { reason: 'quota', neededBytes: remainingBytes };
  if (error instanceof ItemDamagedError) return { reason: 'verify', url: error.url };
  if (error instanceof HttpStatusError) return { reason: 'server', status: error.status };
  if (error instanceof ApiError) return { reason: 'server', status: error.status };
  return { reason: 'network' };
}
