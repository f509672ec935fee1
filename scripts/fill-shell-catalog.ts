// The shell catalog (locales/<locale>/shell.po: the strings of the first screen, see
// lingui.config.ts) is a subset of the full catalog. Its translations are not written twice:
// after `lingui extract`, this copies each one from the locale's messages.po.
import { readFileSync, writeFileSync } from 'node:fs';
import { LOCALES } from '../src/lib/contract/locales';
import { readPoFile } from './po-file';

const EMPTY_MSGSTR = 'msgstr ""';

function quotedLines(lines: string[], field: 'msgid'): string {
  const start = lines.findIndex((line) => line.startsWith(`${field} `));
  let text = JSON.parse(lines[start]!.slice(field.length + 1)) as string;
  for (let i = start + 1; i < lines.length && lines[i]!.startsWith('"'); i++) text += JSON.parse(lines[i]!) as string;
  return text;
}

export function fillShellCatalog(shellPo: string, translations: Map<string, string>): { text: string; missing: string[] } {
  const missing: string[] = [];
  const blocks = shellPo.split('\n\n').map((block) => {
    const lines = block.split('\n');
    const msgstrAt = lines.findIndex((line) => line.startsWith('msgstr '));
    // A block whose msgstr spans lines is already translated.
    if (msgstrAt < 0 || lines[msgstrAt] !== EMPTY_MSGSTR || lines[msgstrAt + 1]?.startsWith('"')) return block;
    const id = quotedLines(lines, 'msgid');
    if (id === '') return block; // the header
    const translation = translations.get(id);
    if (!translation) {
      missing.push(id);
      return block;
    }
    lines[msgstrAt] = `msgstr ${JSON.stringify(translation)}`;
    return lines.join('\n');
  });
  return { text: blocks.join('\n\n'), missing };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let incomplete = false;
  for (const locale of LOCALES) {
    const shellPath = `locales/${locale}/shell.po`;
    const { text, missing } = fillShellCatalog(readFileSync(shellPath, 'utf8'), readPoFile(`locales/${locale}/messages.po`));
    writeFileSync(shellPath, text);
    // English is the source language: its empty msgstr means "the id itself".
    if (missing.length && locale !== 'en') {
      incomplete = true;
      console.error(`${shellPath}: no translation in messages.po for ${missing.length} strings, e.g. ${JSON.stringify(missing[0])}`);
    }
  }
  process.exitCode = incomplete ? 1 : 0;
}
