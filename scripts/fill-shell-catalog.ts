// The shell catalog (locales/<locale>/shell.po: the strings of the first screen, see
// lingui.config.ts) is a subset of the full catalog. Its translations are not written twice:
// after `lingui extract`, this copies each one from the locale's messages.po.
import { readFileSync, writeFileSync } from 'node:fs';
import { LOCALES } from '../src/lib/contract/locales';
import { poEntryOf, readPoFile } from './po-file';

export function fillShellCatalog(
  shellPo: string,
  translations: Map<string, string>,
): { text: string; missing: string[] } {
  const missing: string[] = [];
  const blocks = shellPo.split('\n\n').map((block) => {
    const entry = poEntryOf(block);
    // The header, and entries already translated, stay as they are.
    if (!entry || entry.msgid === '' || entry.msgstr !== '') return block;
    const id = entry.msgid;
    const translation = translations.get(id);
    if (!translation) {
      missing.push(id);
      return block;
    }
    return block.replace(/^msgstr ""$/m, `msgstr ${JSON.stringify(translation)}`);
  });
  return { text: blocks.join('\n\n'), missing };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let incomplete = false;
  for (const locale of LOCALES) {
    const shellPath = `locales/${locale}/shell.po`;
    const { text, missing } = fillShellCatalog(
      readFileSync(shellPath, 'utf8'),
      readPoFile(`locales/${locale}/messages.po`),
    );
    writeFileSync(shellPath, text);
    // English is the source language: its empty msgstr means "the id itself".
    if (missing.length && locale !== 'en') {
      incomplete = true;
      console.error(
        `${shellPath}: no translation in messages.po for ${missing.length} strings, e.g. ${JSON.stringify(missing[0])}`,
      );
    }
  }
  process.exitCode = incomplete ? 1 : 0;
}
