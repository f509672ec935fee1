// Machine translations for the texts on screen: answered from Dexie when kept (offline too),
// otherwise collected for a moment and sent as one request per language pair; the answers
// are kept in Dexie. A failure or a missing translation resolves to null (the page keeps the
// source text).
import { db } from '@/db/database';
import { request } from '@/lib/api';
import { ENDPOINTS, MACHINE_TRANSLATION_LIMITS, type Locale, type MachineTranslationResult } from '@contract';

/** How long texts are collected before one request goes out. */
const BATCH_WINDOW_MS = 30;

interface Waiting {
  text: string;
  resolve: (translation: string | null) => void;
}

const batches = new Map<string, { from: Locale; to: Locale; waiting: Waiting[] }>();
const storageKey = (to: Locale, text: string) => `${to}:${text}`;

async function send(from: Locale, to: Locale, waiting: Waiting[]): Promise<void> {
  const texts = [...new Set(waiting.map((w) => w.text))];
  const answers = new Map<string, string | null>();
  for (let start = 0; start < texts.length; start += MACHINE_TRANSLATION_LIMITS.texts) {
    const chunk = texts.slice(start, start + MACHINE_TRANSLATION_LIMITS.texts);
    try {
      const result = await request<MachineTranslationResult>(ENDPOINTS.machineTranslation, {
        method: 'POST',
        payload: { from, to, texts: chunk },
        errorToast: false,
      });
      const now = Date.now();
      const kept = chunk.flatMap((text, i) => {
        const translation = result.texts[i] ?? null;
        answers.set(text, translation);
        return translation === null
          ? []
          : [{ key: storageKey(to, text), text: translation, provider: result.provider, updatedAt: now }];
      });
      await db.translations.bulkPut(kept);
    } catch {
      for (const text of chunk) answers.set(text, null);
    }
  }
  for (const w of waiting) w.resolve(answers.get(w.text) ?? null);
}

/** The machine translation of `text` into `to`, or null when there is none (or no network). */
export async function machineTranslate(text: string, from: Locale, to: Locale): Promise<string | null> {
  const kept = await db.translations.get(storageKey(to, text)).catch(() => undefined);
  if (kept) return kept.text;
  if (!navigator.onLine) return null;
  return new Promise((resolve) => {
    const pair = `${from}>${to}`;
    const batch = batches.get(pair);
    if (batch) {
      batch.waiting.push({ text, resolve });
      return;
    }
    batches.set(pair, { from, to, waiting: [{ text, resolve }] });
    setTimeout(() => {
      const due = batches.get(pair);
      batches.delete(pair);
      if (due) void send(due.from, due.to, due.waiting);
    }, BATCH_WINDOW_MS);
  });
}
