// Closing an account leaves nothing that names the member: a member with rows in every
// member table (and an assistant session, a tracking event that carried its ids in the
// address) is closed, then every text and jsonb column of every table is scanned for its
// member id, open id and mobile number. Another member's rows stay. The old token is 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_CLOSE_CONFIRMATION,
  MEMBER_ENDPOINTS,
  MEMBER_RELOGIN_CODE,
  type LoginResult,
} from '../../src/lib/contract/member';
import { call, loginAs, startMemberTestServer, type MemberTestServer } from './helpers/member-auth-api';

let t: MemberTestServer;
beforeAll(async () => {
  t = await startMemberTestServer();
});
afterAll(async () => {
  await t?.close();
});

const MEMBER_TABLES = [
  'members',
  'member_tokens',
  'member_addresses',
  'favourites',
  'browsing_history',
  'feedback',
  'orders',
  'member_coupons',
  'payment_events',
  'sms_codes',
  'chat_sessions',
  'tracking_events',
];

// chat_records and assistant_exchanges name their session, not the member: counted by id.
const chatRecordsOf = async (tag: string) =>
  (await t.pglite.query(`select 1 from chat_records where id like $1`, [`rec-chat-${tag}-%`])).rows.length;
const exchangesOf = async (tag: string) =>
  (await t.pglite.query(`select 1 from assistant_exchanges where id like $1`, [`ex-chat-${tag}-%`])).rows.length;

/** Gives the member a row in every table that can hold its data. */
async function fillEveryTable(member: LoginResult, tag: string): Promise<void> {
  const q = (text: string, params: unknown[] = []) => t.pglite.query(text, params);
  const id = member.memberId;
  await q(`insert into favourites (member_id, target_kind, target_id) values ($1, 'point', 'fx-ym-1')`, [id]);
  await q(
    `insert into member_addresses (member_id, country_name, province_name, city_name, detail_info, postal_code)
     values ($1, '中国', '浙江省', '杭州市', $2, '310000')`,
    [id, `西湖区 ${member.mobile}`],
  );
  await q(
    `insert into browsing_history (member_id, target_kind, target_id, viewed_at) values ($1, 'scenic', 'fx-ym', now())`,
    [id],
  );
  await q(
    `insert into feedback (id, client_id, member_id, content, email, reference) values ($1, $2, $3, 'hello', 'a@example.com', $4)`,
    [`fb-${tag}`, `client-${tag}`, id, `REF${tag}`.toUpperCase().slice(0, 8)],
  );
  await q(
    `insert into coupon_offers (id, title, amount_off_minor, valid_days, total) values ($1, '{"en":"5 off"}', 500, 30, 100)
     on conflict do nothing`,
    ['offer-closure'],
  );
  await q(
    `insert into orders (id, order_no, member_id, client_request_id, status, target_kind, target_id, title, price_minor, amount_minor, pay_before, payment_id)
     values ($1, $2, $3, $4, 'paid', 'point', 'fx-ym-1', '{"en":"A point"}', 1000, 500, now(), $5)`,
    [`order-${tag}`, `SG20260101${tag.padStart(8, '0')}`, id, `req-${tag}`, `pay-${tag}`],
  );
  await q(
    `insert into member_coupons (id, member_id, offer_id, expires_at, used_order_id) values ($1, $2, 'offer-closure', now() + interval '30 days', $3)`,
    [`mc-${tag}`, id, `order-${tag}`],
  );
  await q(
    `insert into payment_events (event_id, member_id, order_id, type, amount_minor) values ($1, $2, $3, 'payment.succeeded', 500)`,
    [`evt-${tag}`, id, `order-${tag}`],
  );
  // The assistant names the member by openId; an older session by member id.
  for (const [session, owner] of [
    [`chat-${tag}-1`, member.userInfo.openId],
    [`chat-${tag}-2`, id],
  ]) {
    await q(`insert into chat_sessions (id, member_id) values ($1, $2)`, [session, owner]);
    await q(
      `insert into chat_records (id, session_id, role, content, status) values ($1, $2, 'user', 'where is the lake', 'complete')`,
      [`rec-${session}`, session],
    );
    await q(
      `insert into assistant_exchanges (id, session_id, question_id, question, answer, status, lang, ui_lang, kind, declined, sources, provider)
       values ($1, $2, $3, 'where is the lake', 'By the gate.', 'complete', 'en', 'en', 'directions', false, '[]', 'retrieval')`,
      [`ex-${session}`, session, `rec-${session}`],
    );
  }
  await q(
    `insert into tracking_events (id, batch_uuid, device, event, client_time, session_id, distinct_id, url, title, properties, super_properties)
     values ($1, 'b', 'd', 'page_view', 0, 's', 'anon', $2, 'Home', '{}', '{}')`,
    [`te-${tag}`, `/?memberId=${id}&mobile=${member.mobile}`],
  );
}

/** Every row, in every table, whose text or jsonb columns contain one of the needles. */
async function rowsNaming(needles: string[]): Promise<{ table: string; column: string; hits: number }[]> {
  const columns = await t.pglite.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
     join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
     where c.table_schema = current_schema() and tb.table_type = 'BASE TABLE'
       and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`,
  );
  expect(columns.rows.length).toBeGreaterThan(30);
  const found: { table: string; column: string; hits: number }[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    for (const needle of needles) {
      const result = await t.pglite.query<{ hits: number }>(
        `select count(*)::int as hits from "${table}" where position($1 in "${column}"::text) > 0`,
        [needle],
      );
      const hits = result.rows[0]?.hits ?? 0;
      if (hits > 0) found.push({ table, column, hits });
    }
  }
  return found;
}

describe('account closure', () => {
  it('deletes every row that names the member, keeps the others, and the old token is refused', async () => {
    const member = await loginAs(t, '13700000001');
    const other = await loginAs(t, '13700000002');
    await fillEveryTable(member, '1');
    await fillEveryTable(other, '2');
    const needles = [member.memberId, member.userInfo.openId, member.mobile];
    // The fill really reached every member table.
    const before = new Set((await rowsNaming(needles)).map((hit) => hit.table));
    for (const table of MEMBER_TABLES) expect(before, table).toContain(table);
    expect(await chatRecordsOf('1')).toBe(2);
    expect(await exchangesOf('1')).toBe(2);

    const closed = await call(t.url, MEMBER_ENDPOINTS.close, { confirm: ACCOUNT_CLOSE_CONFIRMATION }, member.token);
    expect(closed.status).toBe(200);
    expect(closed.body.data).toEqual({ closed: true });

    expect(await rowsNaming(needles)).toEqual([]);
    expect(await chatRecordsOf('1')).toBe(0);
    expect(await chatRecordsOf('2')).toBe(2);
    expect(await exchangesOf('1')).toBe(0);
    expect(await exchangesOf('2')).toBe(2);
    const otherLeft = new Set(
      (await rowsNaming([other.memberId, other.userInfo.openId, other.mobile])).map((hit) => hit.table),
    );
    for (const table of MEMBER_TABLES) expect(otherLeft, table).toContain(table);

    for (const path of [MEMBER_ENDPOINTS.profile, MEMBER_ENDPOINTS.close]) {
      const reply = await call(
        t.url,
        path,
        path === MEMBER_ENDPOINTS.profile ? undefined : { confirm: 'CLOSE' },
        member.token,
      );
      expect({ status: reply.status, errorCode: reply.body.errorCode }).toEqual({
        status: 401,
        errorCode: MEMBER_RELOGIN_CODE,
      });
    }
    // The number can become a new, empty member.
    const again = await loginAs(t, '13700000001');
    expect(again.memberId).not.toBe(member.memberId);
  });

  it('needs the exact confirmation and a token', async () => {
    const member = await loginAs(t, '13700000003');
    for (const body of [{}, { confirm: 'close' }, { confirm: true }, { confirm: 'CLOSE '.repeat(1000) }]) {
      const reply = await call(t.url, MEMBER_ENDPOINTS.close, body, member.token);
      expect(reply.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await call(t.url, MEMBER_ENDPOINTS.close, { confirm: 'CLOSE' })).status).toBe(401);
    expect((await call(t.url, MEMBER_ENDPOINTS.profile, undefined, member.token)).status).toBe(200);
  });
});
