// The four chat 'calls' of spec point 7, through the one request layer with encryption off.
// Their failures are silent (spec point 8): no toast, and the caller carries on.
import { request } from '@/lib/api';
import { CHAT_ENDPOINTS, type ChatRecord } from '@contract/chat';
import type { Locale } from '@contract/locales';

const quiet = { method: 'POST', encrypt: false, errorToast: false, reLogin: false } as const;

export function fetchRecords(sessionId: string): Promise<ChatRecord[]> {
  return request<ChatRecord[]>(CHAT_ENDPOINTS.listRecords, { ...quiet, payload: { sessionId } });
}

export type ConfigKey = 'interact-default' | 'question-default';

/** The value in the visitor's language (the server's own default is cn). */
export async function fetchConfig(configKey: ConfigKey, lang: Locale): Promise<string[]> {
  const result = await request<{ configKey: string; configValue: string[] | string }>(CHAT_ENDPOINTS.configDetail, {
    ...quiet,
    payload: { configKey, lang },
  });
  const value = result.configValue;
  return Array.isArray(value) ? value : [value];
}

export function removeLastRecord(sessionId: string): Promise<{ removed: number }> {
  return request<{ removed: number }>(CHAT_ENDPOINTS.removeRecords, { ...quiet, payload: { sessionId } });
}

export async function createSession(): Promise<string> {
  return (await request<{ id: string }>(CHAT_ENDPOINTS.addSession, { ...quiet, payload: {} })).id;
}
