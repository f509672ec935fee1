// The operators' log of the assistant for tests: the export endpoint called with a token, an
// RFC 4180 reader for its CSV (written here, not taken from the server), and the stored rows.
import type { PGlite } from '@electric-sql/pglite';

export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef0123456789';
export const EXPORT_PATH = '/admin/assistant/exchanges';

export async function exportAs(base: string, query: Record<string, string>, token?: string) {
  const url = new URL(EXPORT_PATH, base);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  // Decoded with its byte order mark kept (res.text() drops it): the CSV's BOM is part of the file.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, text };
}

/** Parses RFC 4180 CSV (quoted fields with doubled quotes and line breaks, CRLF rows). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  if (field !== '' || row.length) throw new Error('CSV does not end with CRLF');
  return rows;
}

export interface StoredExchange {
  id: string;
  session_id: string;
  question: string;
  answer: string;
  status: string;
  lang: string;
  ui_lang: string;
  place_id: string | null;
  point_id: string | null;
  kind: string;
  declined: boolean;
  sources: unknown[];
  provider: string;
}

export async function exchangesOf(pglite: PGlite, sessionId: string): Promise<StoredExchange[]> {
  const { rows } = await pglite.query<StoredExchange>(
    `select id, session_id, question, answer, status, lang, ui_lang, place_id, point_id, kind, declined, sources, provider
     from assistant_exchanges where session_id = $1 order by seq`,
    [sessionId],
  );
  return rows;
}
