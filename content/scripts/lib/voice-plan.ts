// What `content:voice` does with each narration in each locale: keep the recording, voice it
// (none yet, its text changed, or the voice did), or skip it (no current text in that locale).
// media/audio/.sources.json remembers, per recording, the hash of the text it speaks and the
// voice that spoke it (the provider's voiceOf), so an unchanged narration is never voiced again.
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Locale } from '../../../src/lib/contract/locales.ts';
import { readTranslations, stateIn, textIn, type TranslationFile } from './content-texts.ts';
import { audioUrl, mediaFile, type Narration } from './narrations.ts';

export interface SourceEntry {
  /** SHA-256 (hex, first 16) of the text the recording speaks. */
  text: string;
  voice: string;
}

/** url -> what its recording was made from; a string is the make-audio.ts fingerprint. */
export type Sources = Record<string, SourceEntry | string>;

export type Decision =
  | { kind: 'keep'; n: Narration; locale: Locale; url: string; source: SourceEntry | null }
  | { kind: 'voice'; n: Narration; locale: Locale; url: string; text: string; source: SourceEntry; why: string }
  | { kind: 'skip'; n: Narration; locale: Locale; why: string };

export const textHash = (text: string) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);

// The recordings made by make-audio.ts (Debian's espeak-ng 1.51 and lame) were fingerprinted
// like this. The embedded provider speaks with the same voices, speeds and MP3 settings, so such
// a recording of an unchanged text is kept, not voiced again because the tools changed.
const LEGACY: Partial<Record<Locale, { voice: string; speed: number }>> = {
  cn: { voice: 'cmn', speed: 170 },
  en: { voice: 'en-gb', speed: 150 },
};
const LEGACY_LAME_ARGS = ['--quiet', '-m', 'm', '--resample', '11.025', '-b', '8'];

function isLegacyOf(stored: string, text: string, locale: Locale, voice: string): boolean {
  const legacy = LEGACY[locale];
  if (!legacy || !voice.startsWith('espeak-ng ')) return false;
  const wanted = crypto
    .createHash('sha1')
    .update(JSON.stringify([text, legacy, LEGACY_LAME_ARGS]))
    .digest('hex')
    .slice(0, 16);
  return stored === wanted;
}

export interface PlanOptions {
  root: string;
  locales: readonly Locale[];
  sources: Sources;
  voiceOf: (locale: Locale) => string;
  force: boolean;
}

export function planVoicing(narrations: Narration[], options: PlanOptions): Decision[] {
  const translations = new Map<string, TranslationFile>();
  const translationsOf = (locale: Locale, source: string) => {
    const key = `${locale}\u0000${source}`;
    if (!translations.has(key)) translations.set(key, readTranslations(locale, source, options.root));
    return translations.get(key)!;
  };
  const decisions: Decision[] = [];
  for (const n of narrations) {
    for (const locale of options.locales) {
      const file = translationsOf(locale, n.text.source);
      const text = textIn(n.text, locale, file);
      if (!text) {
        const state = stateIn(n.text, locale, file);
        const why = state === 'stale' ? 'its translation is stale' : 'it has no translation';
        decisions.push({ kind: 'skip', n, locale, why });
        continue;
      }
      const url = audioUrl(n, locale);
      // A person's recording (synthetic: false) is never replaced by a synthetic voice.
      if (n.holder.audio?.[locale]?.synthetic === false) {
        decisions.push({ kind: 'keep', n, locale, url: n.holder.audio[locale].url, source: null });
        continue;
      }
      const source: SourceEntry = { text: textHash(text), voice: options.voiceOf(locale) };
      const stored = options.sources[url];
      const onDisk = fs.existsSync(mediaFile(options.root, url));
      let why: string | null = null;
      if (options.force) why = 'forced';
      else if (!onDisk) why = 'no recording';
      else if (stored === undefined) why = 'recording of unknown text';
      else if (typeof stored === 'string') why = isLegacyOf(stored, text, locale, source.voice) ? null : 'text changed';
      else if (stored.text !== source.text) why = 'text changed';
      else if (stored.voice !== source.voice) why = 'voice changed';
      decisions.push(
        why ? { kind: 'voice', n, locale, url, text, source, why } : { kind: 'keep', n, locale, url, source },
      );
    }
  }
  return decisions;
}
