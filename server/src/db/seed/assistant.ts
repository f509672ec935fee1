// content/assistant.json: the assistant's greeting and suggested questions, written in cn
// and en, in every other locale from content/translations (a current translation only).
// They are stored as the chat_config rows of get-config-detail, one per key and locale.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { LOCALES, type Locale } from '@contract';
import { isTranslationEntry, pathTexts, type Text } from '@contract/content-paths';
import { translationSource } from '@contract/translation-source';
import { LocalizedText } from '@contract/schemas';
import { sourceHash } from '../../translation/source-hash';
import type { Database } from '../schema';
import { ContentError } from './content-types';

export const AssistantContentFile = z.object({
  greeting: LocalizedText,
  questions: z.array(z.object({ id: z.string().min(1), text: LocalizedText })).max(8),
});

/** Per locale: the greeting and the questions, each only where every text exists. */
export type AssistantConfig = Partial<Record<Locale, { greeting: string; questions: string[] }>>;

async function readJsonOr(file: string, fallback: unknown): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    throw new ContentError(`Cannot read content file ${file}: ${(err as Error).message}`);
  }
}

/** null when the folder has no assistant.json (the migration's defaults stay). */
export async function readAssistant(contentDir: string): Promise<AssistantConfig | null> {
  const file = join(contentDir, 'assistant.json');
  const raw = await readJsonOr(file, null);
  if (raw === null) return null;
  const parsed = AssistantContentFile.safeParse(raw);
  if (!parsed.success) throw new ContentError(`Invalid content in ${file}: ${parsed.error.issues[0]?.message}`);
  const texts = new Map([...pathTexts(parsed.data)].map((t) => [t.path, t.text]));
  const config: AssistantConfig = {};
  for (const locale of LOCALES) {
    const entries = (await readJsonOr(join(contentDir, 'translations', locale, 'assistant.json'), {})) as Record<
      string,
      unknown
    >;
    const textIn = (path: string, text: Text | undefined): string | null => {
      if (!text) return null;
      if (text[locale]) return text[locale];
      const wanted = translationSource(text, locale);
      const entry = entries[path];
      if (!wanted || !isTranslationEntry(entry)) return null;
      return entry.from === wanted.from && entry.sourceHash === sourceHash(wanted.text) ? entry.text : null;
    };
    const greeting = textIn('greeting', texts.get('greeting'));
    const questions = parsed.data.questions.map((q) =>
      textIn(`questions.${q.id}.text`, texts.get(`questions.${q.id}.text`)),
    );
    if (greeting && questions.every((q): q is string => q !== null)) config[locale] = { greeting, questions };
  }
  return config;
}

/** Stores the greeting and questions of every locale that has them (replacing older rows). */
export async function importAssistant(trx: Transaction<Database>, config: AssistantConfig | null): Promise<void> {
  if (!config) return;
  for (const [lang, { greeting, questions }] of Object.entries(config)) {
    for (const [key, value] of [
      ['interact-default', [greeting]],
      ['question-default', questions],
    ] as const) {
      await trx
        .insertInto('chat_config')
        .values({ config_key: key, lang, config_value: JSON.stringify(value) })
        .onConflict((oc) => oc.columns(['config_key', 'lang']).doUpdateSet({ config_value: JSON.stringify(value) }))
        .execute();
    }
  }
}
