// Reviewed translations (content/translations/<locale>/<source>.json entries a person has
// checked) join the content as its own text in that locale when it is imported: the app
// shows them without the machine-translation label. Machine translations stay out of the
// catalogue; the translation route answers them, labelled (stored-translations.ts). An
// entry made from another version of the source text (stale) is left out.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCALES } from '@contract';
import { isTranslationEntry, pathTexts } from '@contract/content-paths';
import { translationSource } from '@contract/translation-source';
import { sourceHash } from '../../translation/source-hash';

async function readEntries(file: string): Promise<Record<string, unknown>> {
  try {
    const raw = JSON.parse(await readFile(file, 'utf8')) as unknown;
    return raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  } catch {
    return {}; // no translations for this source and locale
  }
}

/** Writes the reviewed translations of `source` into `content` (mutated); returns how many. */
export async function applyReviewedTranslations(contentDir: string, source: string, content: unknown): Promise<number> {
  const texts = [...pathTexts(content)];
  let applied = 0;
  for (const locale of LOCALES) {
    const entries = await readEntries(join(contentDir, 'translations', locale, `${source}.json`));
    for (const { path, text } of texts) {
      const entry = entries[path];
      if (!isTranslationEntry(entry) || entry.review !== 'reviewed' || text[locale]) continue;
      const wanted = translationSource(text, locale);
      if (!wanted || wanted.from !== entry.from || sourceHash(wanted.text) !== entry.sourceHash) continue;
      text[locale] = entry.text;
      applied += 1;
    }
  }
  return applied;
}
