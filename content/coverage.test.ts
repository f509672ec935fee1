// Every text a visitor reads exists in all 11 locales (written in the content, or a current
// translation in content/translations), no translation is stale or left over from a text
// that is gone, and every narration (official and gold-medal guide) has a recording in all
// 11 locales whose size and hash are the file's. Failures name the texts, grouped.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../src/lib/contract/locales';
import { isTranslationEntry } from '../src/lib/contract/content-paths';
import { allTexts, contentFiles, contentRoot, readTranslations, stateIn } from './scripts/lib/content-texts';

const texts = allTexts();

/** `n` items, the first few named: enough to find them, short enough to read. */
const named = (items: string[]) => `${items.length}: ${items.slice(0, 8).join(', ')}${items.length > 8 ? ', …' : ''}`;

describe('content in every locale', () => {
  it.each(LOCALES)('has every visitor-facing text in %s, none stale', (locale: Locale) => {
    const missing: string[] = [];
    const stale: string[] = [];
    for (const text of texts) {
      const state = stateIn(text, locale, readTranslations(locale, text.source));
      if (state === 'missing') missing.push(`${text.source}:${text.path}`);
      if (state === 'stale') stale.push(`${text.source}:${text.path}`);
    }
    expect(stale, `stale ${named(stale)}`).toEqual([]);
    expect(missing, `missing ${named(missing)}`).toEqual([]);
  });

  it('keeps no translation file entry that is malformed or names no text', () => {
    const paths = new Set(texts.map((t) => `${t.source}:${t.path}`));
    const wrong: string[] = [];
    const dir = path.join(contentRoot, 'translations');
    for (const locale of fs.readdirSync(dir).filter((n) => !n.includes('.'))) {
      expect(LOCALES as readonly string[], `translations/${locale}`).toContain(locale);
      for (const name of fs.readdirSync(path.join(dir, locale))) {
        const source = name.replace(/\.json$/, '');
        const entries = JSON.parse(fs.readFileSync(path.join(dir, locale, name), 'utf8')) as Record<string, unknown>;
        for (const [p, entry] of Object.entries(entries)) {
          if (!isTranslationEntry(entry) || !paths.has(`${source}:${p}`)) wrong.push(`${locale}/${source}:${p}`);
        }
      }
    }
    expect(wrong, `wrong ${named(wrong)}`).toEqual([]);
  });
});

interface Narrated {
  narration: unknown;
  audio: Partial<Record<Locale, { url: string; bytes: number; durationSec: number; sha256?: string }>>;
}

function narrations(): Array<{ name: string; n: Narrated }> {
  const out: Array<{ name: string; n: Narrated }> = [];
  for (const file of contentFiles()) {
    const json = file.json as { points?: unknown[]; exhibits?: unknown[] };
    for (const point of [...(json.points ?? []), ...(json.exhibits ?? [])] as Array<
      Narrated & { id: string; guideNarration: Narrated | null }
    >) {
      out.push({ name: point.id, n: point });
      if (point.guideNarration) out.push({ name: `${point.id}.guide`, n: point.guideNarration });
    }
  }
  return out;
}

describe('recordings in every locale', () => {
  const all = narrations();
  it.each(LOCALES)('has a recording of every narration in %s, of the recorded size and hash', (locale: Locale) => {
    const missing: string[] = [];
    const wrong: string[] = [];
    for (const { name, n } of all) {
      const audio = n.audio[locale];
      if (!audio) {
        missing.push(name);
        continue;
      }
      const file = path.join(contentRoot, audio.url.replace(/^\/media\//, 'media/'));
      if (!fs.existsSync(file)) {
        wrong.push(`${name} (no file)`);
        continue;
      }
      const bytes = fs.readFileSync(file);
      if (bytes.length !== audio.bytes) wrong.push(`${name} (size)`);
      if (audio.sha256 && createHash('sha256').update(bytes).digest('hex') !== audio.sha256)
        wrong.push(`${name} (hash)`);
      if (!(audio.durationSec > 3)) wrong.push(`${name} (duration)`);
    }
    expect(wrong, `wrong ${named(wrong)}`).toEqual([]);
    expect(missing, `missing ${named(missing)}`).toEqual([]);
  });
});
