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
