// Issue 19, for the operators: every exchange with the assistant is stored with its language,
// place, point, sources and whether it declined; the export (CSV and JSON) gives them without
// anyone's identity, to the admin token only; closing an account takes its exchanges away.
// A server with no ADMIN_TOKEN refusing every token: security-access.test.ts.
// The server's database is a PGlite on disk, so that the CLI reads it afterwards.
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ENDPOINTS } from '../../src/lib/contract/chat';
import { ACCOUNT_CLOSE_CONFIRMATION, MEMBER_ENDPOINTS } from '../../src/lib/contract/member';
import { runExport } from '../../server/src/cli/assistant-export';
import { chatCallAs, interactAs } from './helpers/chat-as';
import { ADMIN_TOKEN, exchangesOf, exportAs, parseCsv } from './helpers/exchanges';
import { createMember, memberApi, type TestMember } from './helpers/order-fixtures';
import { seededDataDir } from './helpers/pglite-template';
import { startTestServer, type TestServer } from './helpers/start';
import { useTempDirs } from './helpers/temp-dirs';

const temp = useTempDirs();
let t: TestServer;
let dataDir = '';

beforeAll(async () => {
  dataDir = await seededDataDir(temp('exchanges-'));
  const pglite = await PGlite.create(join(dataDir, 'pglite'));
  t = await startTestServer({ pglite, llm: null, chatQuestionsPerMinute: null, adminToken: ADMIN_TOKEN });
});
afterAll(() => t?.close());

/** Asks in a new session (a member's when given); the answer's session and end event. */
async function ask(query: Record<string, string>, member?: TestMember) {
  const as = member ? { token: member.token } : {};
  const sessionId = (await chatCallAs<{ id: string }>(t.url, CHAT_ENDPOINTS.addSession, {}, as)).data.id;
  const reply = await interactAs(t.url, { sessionId, lang: 'en', ...query }, as);
  expect(reply.events.at(-1)?.event).toBe('end');
  return { sessionId, reply };
}

describe('the exchange log', () => {
  it('stores an answered question with its language, place, kind and sources', async () => {
    const { sessionId, reply } = await ask({ content: 'What are the opening hours of the Yellow Mountain?' });
    const answerId = String(reply.events[0]?.data.answerId);
    expect(await exchangesOf(t.pglite, sessionId)).toEqual([
      {
        id: answerId,
        session_id: sessionId,
        question: 'What are the opening hours of the Yellow Mountain?',
        answer:
          'Opening hours of **Yellow Mountain**: Open all day\n\nSources: [Yellow Mountain](/poiDetail?id=fx-yellow-mountain)',
        status: 'complete',
        lang: 'en',
        ui_lang: 'en',
        place_id: 'fx-yellow-mountain',
        point_id: null,
        kind: 'hours',
        declined: false,
        sources: [
          {
            kind: 'place',
            id: 'fx-yellow-mountain',
            placeId: 'fx-yellow-mountain',
            placeKind: 'scenic',
            title: 'Yellow Mountain',
          },
        ],
        provider: 'embedded',
      },
    ]);
  });

  it('stores a declined question as declined, with no sources', async () => {
    const { sessionId } = await ask({ content: '馆长的电话号码是多少？', placeId: 'fx-anhui-museum', lang: 'cn' });
    const [row] = await exchangesOf(t.pglite, sessionId);
    expect(row).toMatchObject({
      question: '馆长的电话号码是多少？',
      lang: 'cn',
      place_id: 'fx-anhui-museum',
      declined: true,
      sources: [],
      status: 'complete',
    });
    expect(row?.answer).toContain('我不知道');
  });

  it('stores the point asked about, with its place; a point of another place is refused', async () => {
    const { sessionId } = await ask({ content: 'Any tips?', pointId: 'fx-ym-1' });
    expect(await exchangesOf(t.pglite, sessionId)).toMatchObject([
      { place_id: 'fx-yellow-mountain', point_id: 'fx-ym-1', declined: false },
    ]);
    const sessionOther = (await chatCallAs<{ id: string }>(t.url, CHAT_ENDPOINTS.addSession, {})).data.id;
    const refused = await interactAs(t.url, {
      content: 'Any tips?',
      sessionId: sessionOther,
      placeId: 'fx-yellow-mountain',
      pointId: 'fx-am-1',
    });
    expect({ status: refused.status, code: refused.json?.errorCode }).toEqual({ status: 404, code: 'MOB0000404' });
  });
});

describe('the export', () => {
  const awkward = 'Tickets, "student" price?\nAnd the hours?';
  const formula = '=HYPERLINK("http://x.example") hours?';
  let member: TestMember;
  beforeAll(async () => {
    member = await createMember(t.pglite);
    await ask({ content: awkward, placeId: 'fx-anhui-museum' }, member);
    await ask({ content: formula, placeId: 'fx-anhui-museum' });
  });

  it('gives JSON and CSV with the same rows, CSV quoted per RFC 4180 and formulas defused', async () => {
    const json = await exportAs(t.url, { format: 'json' }, ADMIN_TOKEN);
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    expect(json.headers.get('cache-control')).toBe('no-store');
    const rows = JSON.parse(json.text) as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const mine = rows.find((r) => r.question === awkward);
    expect(mine).toMatchObject({ signedIn: true, placeId: 'fx-anhui-museum', lang: 'en', provider: 'embedded' });
    expect(rows.find((r) => r.question === formula)).toMatchObject({ signedIn: false });
    expect(new Set(rows.map((r) => r.conversation)).size).toBe(rows.length);

    const csv = await exportAs(t.url, { format: 'csv' }, ADMIN_TOKEN);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="assistant-exchanges-.*\.csv"$/);
    expect(csv.text.startsWith('\uFEFFid,time,conversation,signedIn,')).toBe(true);
    expect(csv.text).toContain('"Tickets, ""student"" price?\nAnd the hours?"');
    const [header, ...lines] = parseCsv(csv.text.slice(1));
    expect(lines.length).toBe(rows.length);
    lines.forEach((line, i) => {
      const fromJson = header!.map((column) => {
        const value = rows[i]![column];
        if (column === 'sources')
          return (value as { kind: string; id: string }[]).map((s) => `${s.kind}:${s.id}`).join(' ');
        if (value === null) return '';
        return typeof value === 'string' && /^[=+\-@]/.test(value) ? `'${value}` : String(value);
      });
      expect(line).toEqual(fromJson);
    });
    expect(lines.find((l) => l.includes(`'${formula}`))).toBeDefined();
  });

  it("holds no member's id, number, open id or token, and no session id", async () => {
    const { rows } = await t.pglite.query<{ mobile: string; open_id: string }>(
      'select mobile, open_id from members where id = $1',
      [member.memberId],
    );
    const sessions = (await t.pglite.query<{ id: string }>('select id from chat_sessions')).rows.map((r) => r.id);
    const secrets = [member.memberId, member.token, rows[0]!.mobile, rows[0]!.open_id, ...sessions];
    for (const format of ['json', 'csv']) {
      const text = (await exportAs(t.url, { format }, ADMIN_TOKEN)).text;
      expect(text).toContain(awkward.split('\n')[1]);
      expect(secrets.filter((s) => text.includes(s))).toEqual([]);
    }
  });

  it('filters by place and by time', async () => {
    const byPlace = JSON.parse((await exportAs(t.url, { place: 'fx-anhui-museum' }, ADMIN_TOKEN)).text) as {
      placeId: string;
    }[];
    expect(byPlace.length).toBe(3);
    expect(byPlace.every((r) => r.placeId === 'fx-anhui-museum')).toBe(true);
    await t.pglite.query(`update assistant_exchanges set created_at = '2026-01-01T00:00:00Z' where question = $1`, [
      formula,
    ]);
    const since = JSON.parse((await exportAs(t.url, { since: '2026-06-01' }, ADMIN_TOKEN)).text) as {
      question: string;
    }[];
    expect(since.map((r) => r.question)).not.toContain(formula);
    expect(since.map((r) => r.question)).toContain(awkward);
    const bad = await exportAs(t.url, { since: 'yesterday' }, ADMIN_TOKEN);
    expect(bad.status).toBe(400);
  });

  it('is refused without the admin token (401), with a member token or a wrong one (403)', async () => {
    const none = await exportAs(t.url, { format: 'csv' });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="admin"');
    expect(JSON.parse(none.text)).toMatchObject({ success: false, errorCode: 'ADM0000401' });
    for (const token of [member.token, `${ADMIN_TOKEN}x`, ADMIN_TOKEN.slice(0, -1)]) {
      const reply = await exportAs(t.url, { format: 'json' }, token);
      expect({ status: reply.status, body: JSON.parse(reply.text) as unknown }).toMatchObject({
        status: 403,
        body: { errorCode: 'ADM0000403', data: null },
      });
    }
  });
});

describe('account closure', () => {
  it("removes the member's exchanges and leaves another member's", async () => {
    const [a, b] = [await createMember(t.pglite), await createMember(t.pglite)];
    const asked = {
      a: await ask({ content: 'Any tips, Yellow Mountain?' }, a),
      b: await ask({ content: 'Any tips?' }, b),
    };
    expect((await exchangesOf(t.pglite, asked.a.sessionId)).length).toBe(1);
    const closed = await memberApi(t.url, a).post(MEMBER_ENDPOINTS.close, { confirm: ACCOUNT_CLOSE_CONFIRMATION });
    expect(closed.status).toBe(200);
    expect(await exchangesOf(t.pglite, asked.a.sessionId)).toEqual([]);
    expect(await exchangesOf(t.pglite, asked.b.sessionId)).toMatchObject([{ question: 'Any tips?' }]);
    const exported = (await exportAs(t.url, {}, ADMIN_TOKEN)).text;
    expect(exported).not.toContain('Any tips, Yellow Mountain?');
  });
});

describe('npm run assistant:export', () => {
  const run = async (args: string[], env: Record<string, string>) => {
    let out = '';
    const errors: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        out += chunk.toString();
        done();
      },
    });
    const code = await runExport(args, sink, (line) => errors.push(line), env);
    return { code, out, errors };
  };

  it('exports from DATA_DIR what the endpoint exports, and explains bad arguments', async () => {
    const served = (await exportAs(t.url, { format: 'csv', place: 'fx-anhui-museum' }, ADMIN_TOKEN)).text;
    // One process at a time may open the embedded database: the server closes first.
    await t.close();
    const cli = await run(['--format=csv', '--place=fx-anhui-museum'], { DATA_DIR: dataDir });
    expect({ code: cli.code, errors: cli.errors }).toEqual({ code: 0, errors: [] });
    expect(cli.out).toBe(served);
    const bad = await run(['--format=xml'], { DATA_DIR: dataDir });
    expect(bad.code).toBe(2);
    expect(bad.errors.join('\n')).toMatch(/--format: .*\nusage: npm run assistant:export/);
    const nowhere = await run([], { DATA_DIR: temp('no-data-') });
    expect(nowhere).toMatchObject({ code: 1, out: '' });
  });
});
