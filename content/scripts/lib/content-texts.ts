// Every text a visitor reads in content/, with a stable path, and the translations kept for
// it under content/translations/<locale>/<source>.json (see content/translations/README.md).
// Used by `npm run content:translate`, `content:voice`, the server's import and the content test.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../../src/lib/contract/locales';
import { pathTexts, type Text, type TranslationFile } from '../../../src/lib/contract/content-paths';
import { translationSource } from '../../../src/lib/contract/translation-source';

export type { Text, TranslationEntry, TranslationFile } from '../../../src/lib/contract/content-paths';
export { isLocalizedText } from '../../../src/lib/contract/content-paths';

/** One visitor-facing text of the content. `path` names it for as long as its ids do. */
export interface ContentText {
  /** The translation file it belongs to: a place id, or `guides`, `banners`, `coupons`, `assistant`. */
  source: string;
  /** Dotted path; array items are named by their `id` (`points.hz-west-lake-01.narration`). */
  path: string;
  text: Text;
}

export const contentRoot = path.resolve(import.meta.dirname, '../..');

export const sourceHash = (text: string) => createHash('sha256').update(text).digest('hex');

export function* textsOf(source: string, value: unknown): Generator<ContentText> {
  for (const { path: p, text } of pathTexts(value)) yield { source, path: p, text };
}

export interface ContentFile {
  /** The translation file's name: the place id, or the file's stem. */
  source: string;
  file: string;
  json: unknown;
}

/** The content files with visitor-facing text, in a stable order. */
export function contentFiles(root = contentRoot): ContentFile[] {
  const files: ContentFile[] = [];
  for (const kind of ['scenic', 'museums']) {
    const dir = path.join(root, 'places', kind);
    for (const name of fs
      .readdirSync(dir)
      .filter((n) => n.endsWith('.json'))
      .sort()) {
      const file = path.join(dir, name);
      files.push({ source: name.replace(/\.json$/, ''), file, json: JSON.parse(fs.readFileSync(file, 'utf8')) });
    }
  }
  for (const stem of ['guides', 'banners', 'coupons', 'assistant']) {
    const file = path.join(root, `${stem}.json`);
    if (fs.existsSync(file)) files.push({ source: stem, file, json: JSON.parse(fs.readFileSync(file, 'utf8')) });
  }
  return files;
}

export function allTexts(root = contentRoot): ContentText[] {
  return contentFiles(root).flatMap((file) => [...textsOf(file.source, file.json)]);
}

export function translationPath(locale: Locale, source: string, root = contentRoot) {
  return path.join(root, 'translations', locale, `${source}.json`);
}

export function readTranslations(locale: Locale, source: string, root = contentRoot): TranslationFile {
  const file = translationPath(locale, source, root);
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as TranslationFile;
}

/** Writes atomically (a temporary file renamed over the old one), keys sorted. */
export function writeTranslations(locale: Locale, source: string, entries: TranslationFile, root = contentRoot) {
  const file = translationPath(locale, source, root);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sorted = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(sorted, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

export type TextState = 'own' | 'translated' | 'missing' | 'stale';

/** Where a text stands in a locale: written in the content, translated, or not (yet). */
export function stateIn(text: ContentText, locale: Locale, translations: TranslationFile): TextState {
  if (text.text[locale]) return 'own';
  const wanted = translationSource(text.text, locale);
  if (!wanted) return 'own';
  const entry = translations[text.path];
  if (!entry) return 'missing';
  return entry.from === wanted.from && entry.sourceHash === sourceHash(wanted.text) ? 'translated' : 'stale';
}

/** The text in a locale: its own, else its current translation, else null. */
export function textIn(text: ContentText, locale: Locale, translations: TranslationFile): string | null {
  const own = text.text[locale];
  if (own) return own;
  return stateIn(text, locale, translations) === 'translated' ? translations[text.path]!.text : null;
}
