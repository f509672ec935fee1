// A small reader of Lingui's PO catalogs: msgid -> msgstr (multi-line strings joined).
import { readFileSync } from 'node:fs';

function unquote(line: string): string {
  return JSON.parse(line.trim()) as string;
}

export function readPoFile(path: string): Map<string, string> {
  const entries = new Map<string, string>();
  let field: 'msgid' | 'msgstr' | null = null;
  let msgid = '';
  let msgstr = '';
  const flush = () => {
    if (field === 'msgstr' && msgid !== '') entries.set(msgid, msgstr);
    field = null;
    msgid = '';
    msgstr = '';
  };
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.startsWith('msgid ')) {
      flush();
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
  flush();
  return entries;
}
