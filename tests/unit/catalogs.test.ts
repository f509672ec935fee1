import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/lib/contract/locales';
import { readPoFile } from '../../scripts/po-file';

// `npm test` runs `lingui extract` first, so a string added to the code and not yet
// translated shows up here as an empty msgstr.
const source = readPoFile('locales/en/messages.po');

describe('interface catalogs', () => {
  it('has source messages', () => {
    expect(source.size).toBeGreaterThan(20);
  });

  it.each(LOCALES)('%s translates every message', (locale) => {
    const catalog = readPoFile(`locales/${locale}/messages.po`);
    const missing = [...source.keys()].filter((id) => !catalog.get(id)?.trim());
    expect(missing, `untranslated in ${locale}`).toEqual([]);
  });

  it.each(LOCALES)('%s shell catalog gives the first screen the full catalog translations', (locale) => {
    const full = readPoFile(`locales/${locale}/messages.po`);
    const shell = readPoFile(`locales/${locale}/shell.po`);
    expect(shell.size).toBeGreaterThan(10);
    for (const [id, translation] of shell) expect(translation, `${locale}: ${id}`).toBe(full.get(id));
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s keeps every placeholder of the source', (locale) => {
    const catalog = readPoFile(`locales/${locale}/messages.po`);
    for (const [id, translation] of catalog) {
      // The ICU arguments, at any depth: `{name}` and the `{count, plural, …}` selector (a
      // language with fewer plural forms keeps the same arguments, not the same branches).
      const placeholders = (text: string) =>
        [...new Set([...text.matchAll(/\{\s*(\w+)\s*(?=[,}])/g)].map((m) => m[1]))].sort();
      if (source.has(id)) expect(placeholders(translation), `${locale}: ${id}`).toEqual(placeholders(id));
    }
  });
});

// Brand names, product names and figures stay in Latin letters and digits in every language
// (iPhone, Safari, Chrome, 11). When the translations in every non-Latin script carry such a
// word that the source message lacks, the translation belongs to another message: that is
// how eight messages once ended up rotated by one place, and the install steps read out of
// order in every language but English.
const NON_LATIN = ['cn', 'zh-Hant', 'ja', 'ko', 'ru', 'th'] as const;
const keptWords = (text: string) =>
  new Set(
    [
      ...text
        .replace(/<\/?\d+>|\{[^}]*\}/g, ' ')
        .matchAll(/[A-Za-z][A-Za-z0-9+-]*[A-Z0-9][A-Za-z0-9+-]*|[A-Z][a-z]{2,}|\d+/g),
    ].map((m) => m[0]),
  );

describe('translations belong to their own message', () => {
  it('no word kept in every non-Latin translation is missing from its source message', () => {
    const catalogs = NON_LATIN.map((locale) => readPoFile(`locales/${locale}/messages.po`));
    const misplaced: string[] = [];
    for (const id of source.keys()) {
      const sourceWords = keptWords(id);
      const kept = catalogs.map((catalog) => keptWords(catalog.get(id) ?? ''));
      const everywhere = [...kept[0]!].filter((word) => kept.every((words) => words.has(word)));
      const foreign = everywhere.filter((word) => !sourceWords.has(word));
      if (foreign.length) misplaced.push(`${id} -> ${foreign.join(', ')}`);
    }
    expect(misplaced).toEqual([]);
  });
});
