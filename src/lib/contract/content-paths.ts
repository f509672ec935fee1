// The visitor-facing texts of a content file, each named by a path that stays the same for
// as long as the ids around it do (array items are named by their `id`). The content
// scripts, the server's import and its stored translations all name texts this way (see
// content/translations/README.md). No Node or browser imports: both sides use it.
import { LOCALES, type Locale } from './locales';

export type Text = Partial<Record<Locale, string>>;

export interface PathText {
  /** Dotted path, e.g. `points.hz-west-lake-01.narration`. */
  path: string;
  text: Text;
}

/** What a translation file (`translations/<locale>/<source>.json`) holds for one path. */
export interface TranslationEntry {
  /** The locale the text was translated from. */
  from: Locale;
  /** SHA-256 (hex) of the source text it was made from: another hash means stale. */
  sourceHash: string;
  text: string;
  /** `machine` until a person has checked it; reviewed translations lose the label. */
  review: 'machine' | 'reviewed';
  /** Who made it: `sample` for the shipped sample, else the provider's name. */
  by?: string;
}

export type TranslationFile = Record<string, TranslationEntry>;

const localeSet = new Set<string>(LOCALES);

/** An object whose keys are all locale codes with string values: a localized text. */
export function isLocalizedText(value: unknown): value is Text {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([key, text]) => localeSet.has(key) && typeof text === 'string');
}

export function* pathTexts(value: unknown, at: string[] = []): Generator<PathText> {
  if (!value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const id =
        item && typeof item === 'object' && 'id' in item ? String((item as { id: unknown }).id) : String(index);
      yield* pathTexts(item, [...at, id]);
    }
    return;
  }
  if (isLocalizedText(value)) {
    yield { path: at.join('.'), text: value };
    return;
  }
  for (const [key, child] of Object.entries(value)) yield* pathTexts(child, [...at, key]);
}

/** A well-formed translation entry (files are read from disk: check before trusting). */
export function isTranslationEntry(value: unknown): value is TranslationEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.from === 'string' &&
    localeSet.has(entry.from) &&
    typeof entry.sourceHash === 'string' &&
    typeof entry.text === 'string' &&
    entry.text.length > 0 &&
    (entry.review === 'machine' || entry.review === 'reviewed')
  );
}
