import { request } from '@/lib/api';
import type { Page } from '@contract';
import { MEMBER_ENDPOINTS, type HistoryEntry } from '@contract/member';
import { QUIET } from '@/lib/outbox';

export function sendHistory(entries: HistoryEntry[]): Promise<{ saved: number }> {
  return request<{ saved: number }>(MEMBER_ENDPOINTS.historyRecord, { method: 'POST', payload: { entries }, ...QUIET });
}

export function sendHistoryClear(): Promise<{ cleared: number }> {
  return request<{ cleared: number }>(MEMBER_ENDPOINTS.historyClear, { method: 'POST', payload: {}, ...QUIET });
}

export function fetchHistory(pageSize = 50): Promise<Page<HistoryEntry>> {
  return request<Page<HistoryEntry>>(MEMBER_ENDPOINTS.historyList, {
    payload: { page: 1, pageSize },
    errorToast: false,
  });
}
