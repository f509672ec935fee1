// Recorded speech to text on the server (for browsers without the Web Speech API).
// 503 CHT0000503: no speech provider is configured; the button then says so.
import { GATEWAY } from '@contract/envelope';
import { CHAT_ENDPOINTS } from '@contract/chat';
import type { ApiResponse } from '@contract/envelope';
import { apiUrl } from '@/lib/environments';

export type SpeechResult = { text: string } | { unavailable: true } | { failed: true };

export async function speechToText(audio: Blob, lang: string): Promise<SpeechResult> {
  const form = new FormData();
  form.set('audio', audio, 'speech.webm');
  form.set('lang', lang);
  try {
    const response = await fetch(apiUrl(`${GATEWAY}${CHAT_ENDPOINTS.speechToText}`), { method: 'POST', body: form });
    if (response.status === 503) return { unavailable: true };
    const body = (await response.json()) as ApiResponse<{ text: string }>;
    return body.success && body.data ? { text: body.data.text } : { failed: true };
  } catch {
    return { failed: true };
  }
}
