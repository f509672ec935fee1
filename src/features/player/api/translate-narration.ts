// A machine translation of a narration, outside React (the spoken narration needs the text
// before anything renders). Stored translations first (Dexie `translations`, keyed
// `${locale}:${source text}`), then the translation endpoint, whose answer is stored for
// offline use. null when none can be had (offline, failure, slow answer).
import { db } from '../../../db/database';
import { request } from '../../../lib/api';
import {
  ENDPOINTS,
  type LocalizedTextT,
  type Locale,
  type MachineTranslationRequest,
  type MachineTranslationResult,
} from '../../../lib/contract';

const TIMEOUT_MS = 5000;

export async function machineTranslation(text: LocalizedTextT, to: Locale): Promise<string | null> {
  const sources = (['en', 'cn'] as const).filter((from) => text[from]);
  for (const from of sources) {
    const stored = await db.translations.get(`${to}:${text[from]}`);
    if (stored?.text) return stored.text;
  }
  const from = sources[0];
  if (!from || !navigator.onLine) return null;
  const source = text[from]!;
  try {
    const payload: MachineTranslationRequest = { from, to, texts: [source] };
    const result = await request<MachineTranslationResult>(ENDPOINTS.machineTranslation, {
      method: 'POST',
      payload: { ...payload },
      errorToast: false,
      timeoutMs: TIMEOUT_MS,
    });
    const translated = result.texts[0];
    if (!translated) return null;
    await db.translations.put({ key: `${to}:${source}`, text: translated, provider: result.provider, updatedAt: Date.now() });
    return translated;
  } catch {
    return null;
  }
}
