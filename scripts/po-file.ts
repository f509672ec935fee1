// A small reader of Lingui's PO catalogs: msgid -> msgstr (multi-line strings joined).
import { readFileSync } from 'node:fs';

function unquote(line: string): string {
  return JSON.parse(line.trim()) as string;
}

/** The msgid and msgstr of one entry (a block of the file between blank lines); null for none. */
export function poEntryOf(block: string): { msgid: string; msgstr: string } | null {
  let field: 'msgid' | 'msgstr' | null = null;
  let msgid: string | null = null;
  let msgstr = '';
  for (const line of block.split('\n')) {
    if (line.startsWith('msgid ')) {
      field = 'msgid';
      msgid = unquote(line.slice(6));
    } else if (line.startsWith('msgstr ')) {
      field = 'msgstr';
      msgstr = unquote(line.slice(7));
    } else if (line.startsWith('"') && field === 'msgid') {
      msgid += unquote(line);
    } else if (line.startsWith('"') && field === 'msgstr') {
      msgstr += unquote(line);
    }
  }
  return msgid === null ? null : { msgid, msgstr };
}

export function readPoFile(path: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const block of readFileSync(path, 'utf8').split('\n\n')) {
    const entry = poEntryOf(block);
    if (entry && entry.msgid !== '') entries.set(entry.msgid, entry.msgstr);
  }
  return entries;
}
