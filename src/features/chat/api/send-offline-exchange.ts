// Sends a question answered offline to the server's exchange log (from the outbox).
import { request } from '@/lib/api';
import { QUIET } from '@/lib/outbox';
import { CHAT_OFFLINE_ENDPOINT, type OfflineExchange } from '@contract/chat-offline';

export function sendOfflineExchange(exchange: OfflineExchange): Promise<{ recorded: boolean }> {
  return request<{ recorded: boolean }>(CHAT_OFFLINE_ENDPOINT, {
    method: 'POST',
    encrypt: false,
    payload: { ...exchange },
    ...QUIET,
  });
}
