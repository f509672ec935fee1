// The operators' export of the assistant's exchanges, as CSV or JSON, written a page at a
// time (used by the admin endpoint and by `npm run assistant:export`).
// What it leaves out, on purpose (docs/decisions/0060-assistant-exchange-log.md): the member,
// in any form (no id, no hash of one: a stable pseudonym would link one person's questions
// across visits; operators need the gaps in the content, not people), and the session id (an
// anonymous session's id is the key to its conversation). `conversation` numbers the sessions
// within one export, so follow-ups read together; `signedIn` says whether a member asked.
import type { Kysely } from 'kysely';
import type { AssistantSource } from '../../../src/lib/assistant/types';
import { exchangePages, type ExchangeExportRow, type ExchangeFilter } from '../db/queries/assistant-exchanges';
import type { Database } from '../db/schema';

export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportedExchange {
  id: string;
  time: string;
  conversation: number;
  signedIn: boolean;
  lang: string;
  uiLang: string;
  placeId: string | null;
  pointId: string | null;
  kind: string;
  declined: boolean;
  status: string;
  provider: string;
  question: string;
  answer: string;
  sources: AssistantSource[];
}

export const CSV_COLUMNS = [
  'id',
  'time',
  'conversation',
  'signedIn',
  'lang',
  'uiLang',
  'placeId',
  'pointId',
  'kind',
  'declined',
  'status',
  'provider',
  'question',
  'answer',
  'sources',
] as const satisfies readonly (keyof ExportedExchange)[];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes
 * doubled. A text a spreadsheet would run as a formula (=, +, -, @, tab, CR first: a visitor
 * may type "=HYPERLINK(...)") gets a leading apostrophe, which spreadsheets show as text.
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (fields: (string | number | boolean | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

/** Sources in one CSV cell: `place:<id>` and `point:<id>`, space-separated. */
const sourcesCell = (sources: AssistantSource[]) => sources.map((s) => `${s.kind}:${s.id}`).join(' ');

function toExported(row: ExchangeExportRow, conversation: number): ExportedExchange {
  return {
    id: row.id,
    time: new Date(row.created_at).toISOString(),
    conversation,
    signedIn: row.signed_in,
    lang: row.lang,
    uiLang: row.ui_lang,
    placeId: row.place_id,
    pointId: row.point_id,
    kind: row.kind,
    declined: row.declined,
    status: row.status,
    provider: row.provider,
    question: row.question,
    answer: row.answer,
    sources: row.sources,
  };
}

/** The export as text chunks: CSV (UTF-8 with a BOM, CRLF lines, a header line) or a JSON array. */
export async function* exportExchanges(
  db: Kysely<Database>,
  format: ExportFormat,
  filter: ExchangeFilter,
): AsyncGenerator<string> {
  // The BOM lets spreadsheets read the UTF-8 text (Chinese, Thai...) as UTF-8.
  yield format === 'csv' ? `\uFEFF${csvLine([...CSV_COLUMNS])}` : '[';
  const conversations = new Map<string, number>();
  let first = true;
  for await (const page of exchangePages(db, filter)) {
    let chunk = '';
    for (const row of page) {
      let n = conversations.get(row.session_id);
      if (n === undefined) conversations.set(row.session_id, (n = conversations.size + 1));
      const e = toExported(row, n);
      if (format === 'csv') {
        chunk += csvLine(CSV_COLUMNS.map((c) => (c === 'sources' ? sourcesCell(e.sources) : e[c])));
      } else {
        chunk += `${first ? '\n' : ',\n'}${JSON.stringify(e)}`;
        first = false;
      }
    }
    yield chunk;
  }
  if (format === 'json') yield first ? ']\n' : '\n]\n';
}
