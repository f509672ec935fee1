// Fills every missing or stale translation of the content through a translation provider
// (`npm run content:translate`). Texts go in batches per content file, locale and source
// language, with a glossary of the file's names; each batch that comes back whole is stored
// at once (the file written whole, then renamed), so a failure or a stop loses only the
// batch under way and never leaves a file half-written.
import type { Locale } from '../../../src/lib/contract/locales';
import { isLocalizedText } from '../../../src/lib/contract/content-paths';
import { translationSource } from '../../../src/lib/contract/translation-source';
import type { GlossaryEntry, TranslationProvider } from '../../../server/src/providers/translation/provider';
import {
  contentFiles,
  contentRoot,
  readTranslations,
  sourceHash,
  stateIn,
  textsOf,
  writeTranslations,
} from './content-texts';

export interface TranslateRun {
  provider: TranslationProvider;
  locales: readonly Locale[];
  root?: string;
  /** Texts per request, and characters per request (whichever is reached first). */
  batchTexts?: number;
  batchChars?: number;
  log?: (line: string) => void;
}

export interface TranslateSummary {
  stored: number;
  /** `<locale> <source>: <reason>` for each batch that failed (its texts stay missing). */
  failures: string[];
}

/** Place, point, hall and guide names in both languages: how the translations must write them. */
function glossaryOf(json: unknown, from: Locale, to: Locale): GlossaryEntry[] {
  const entries = new Map<string, string>();
  const visit = (value: unknown, key: string) => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach((v) => visit(v, key));
    if (isLocalizedText(value)) {
      if (key === 'name' && value[from] && value[to] && value[from] !== value[to]) entries.set(value[from], value[to]);
      return;
    }
    for (const [k, v] of Object.entries(value)) visit(v, k);
  };
  visit(json, '');
  return [...entries].map(([source, target]) => ({ source, target }));
}

export async function translateContent(run: TranslateRun): Promise<TranslateSummary> {
  const root = run.root ?? contentRoot;
  const batchTexts = run.batchTexts ?? 12;
  const batchChars = run.batchChars ?? 6000;
  const log = run.log ?? (() => undefined);
  const summary: TranslateSummary = { stored: 0, failures: [] };
  for (const file of contentFiles(root)) {
    const texts = [...textsOf(file.source, file.json)];
    for (const locale of run.locales) {
      const todo = texts.filter((t) => {
        const state = stateIn(t, locale, readTranslations(locale, file.source, root));
        return state === 'missing' || state === 'stale';
      });
      for (const from of new Set(todo.map((t) => translationSource(t.text, locale)!.from))) {
        const glossary = glossaryOf(file.json, from, locale);
        const queue = todo.filter((t) => translationSource(t.text, locale)!.from === from);
        while (queue.length > 0) {
          const batch = [queue.shift()!];
          let chars = translationSource(batch[0]!.text, locale)!.text.length;
          while (queue.length > 0 && batch.length < batchTexts) {
            const next = translationSource(queue[0]!.text, locale)!.text.length;
            if (chars + next > batchChars) break;
            batch.push(queue.shift()!);
            chars += next;
          }
          const sources = batch.map((t) => translationSource(t.text, locale)!.text);
          let translated: string[];
          try {
            translated = await run.provider.translate(sources, from, locale, { glossary });
          } catch (error) {
            const reason = `${locale} ${file.source}: ${(error as Error).message}`;
            summary.failures.push(reason);
            log(`failed  ${reason} (${batch.length} texts left as they were)`);
            continue;
          }
          // Read again just before writing: another batch of this file may have been stored.
          const entries = readTranslations(locale, file.source, root);
          batch.forEach((t, i) => {
            entries[t.path] = {
              from,
              sourceHash: sourceHash(sources[i]!),
              text: translated[i]!,
              review: 'machine',
              by: run.provider.name,
            };
          });
          writeTranslations(locale, file.source, entries, root);
          summary.stored += batch.length;
          log(`stored  ${locale} ${file.source}: ${batch.length} texts`);
        }
      }
    }
  }
  return summary;
}

/** How many texts lack a current translation, per locale. */
export function countTodo(locales: readonly Locale[], root = contentRoot): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const file of contentFiles(root)) {
    for (const locale of locales) {
      const translations = readTranslations(locale, file.source, root);
      for (const t of textsOf(file.source, file.json)) {
        const state = stateIn(t, locale, translations);
        if (state === 'missing' || state === 'stale') counts[locale] = (counts[locale] ?? 0) + 1;
      }
    }
  }
  return counts;
}
