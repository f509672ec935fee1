// Machine translation for content the visitor's language lacks. Each text is answered from,
// in order: the translations shipped with the content, the ones a provider gave before (kept
// in the database), then the plugged-in provider (its answers are kept). Without a provider,
// what is not stored stays null.
import type { Kysely } from 'kysely';
import type { Locale, MachineTranslationResult } from '@contract';
import type { Database } from '../db/schema';
import type { TranslationProvider } from '../providers/translation/provider';
import type { StoredLookup } from './stored-translations';
import { sourceHash } from './source-hash';

export { sourceHash };

export interface Translator {
  translate(texts: string[], from: Locale, to: Locale): Promise<MachineTranslationResult>;
}

export function createTranslator(
  db: Kysely<Database>,
  stored: StoredLookup,
  provider: TranslationProvider | null,
): Translator {
  const fromDatabase = async (texts: string[], from: Locale, to: Locale): Promise<Map<string, string>> => {
    if (texts.length === 0) return new Map();
    const rows = await db
      .selectFrom('machine_translations')
      .select(['source_hash', 'text'])
      .where('from_locale', '=', from)
      .where('to_locale', '=', to)
      .where('source_hash', 'in', texts.map(sourceHash))
      .execute();
    return new Map(rows.map((row) => [row.source_hash, row.text]));
  };

  return {
    async translate(texts, from, to) {
      const answers: Array<string | null> = await Promise.all(texts.map((text) => stored(text, from, to)));
      const providers = new Set<string>(answers.some((a) => a !== null) ? ['stored'] : []);

      const unstored = [...new Set(texts.filter((_, i) => answers[i] === null))];
      const kept = await fromDatabase(unstored, from, to);
      for (const [i, text] of texts.entries()) {
        const hit = answers[i] === null ? kept.get(sourceHash(text)) : undefined;
        if (hit !== undefined) {
          answers[i] = hit;
          providers.add(provider?.name ?? 'stored');
        }
      }

      const missing = [...new Set(texts.filter((_, i) => answers[i] === null))];
      if (provider && missing.length > 0) {
        const translated = await provider.translate(missing, from, to);
        const byText = new Map(missing.map((text, i) => [text, translated[i]!]));
        await db
          .insertInto('machine_translations')
          .values(
            missing.map((text) => ({
              source_hash: sourceHash(text),
              from_locale: from,
              to_locale: to,
              text: byText.get(text)!,
              provider: provider.name,
            })),
          )
          .onConflict((oc) => oc.columns(['source_hash', 'from_locale', 'to_locale']).doNothing())
          .execute();
        for (const [i, text] of texts.entries()) if (answers[i] === null) answers[i] = byText.get(text) ?? null;
        providers.add(provider.name);
      }
      return { to, texts: answers, provider: providers.size === 0 ? 'none' : [...providers].join('+') };
    },
  };
}
