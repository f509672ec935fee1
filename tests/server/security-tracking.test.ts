// Issue 14, item 10: tracking rows must not keep what identifies a member. At ingest,
// identifying query parameters (loginToken, loginId, memberId, mobile, openId...) leave every
// address, personal fields (email, name...) leave the properties, and mobile numbers and
// e-mails in any text become [mobile] / [email]. At closure, rows stored before (or written
// in spellings ingest missed) are found by the member's ids, number in any split, e-mail,
// and name as a property value; other visitors' rows stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_CLOSE_CONFIRMATION, MEMBER_ENDPOINTS } from '../../src/lib/contract/member';
import { call, loginAs, startMemberTestServer, type MemberTestServer } from './helpers/member-auth-api';
import { makeDevice, makeEvent, postTracking, signBatch, type Device } from './helpers/tracking';

let t: MemberTestServer;
let device: Device;
beforeAll(async () => {
  t = await startMemberTestServer();
  device = makeDevice();
});
afterAll(async () => {
  await t?.close();
});

interface Row {
  id: string;
  url: string;
  title: string;
  distinct_id: string;
  properties: Record<string, unknown>;
  super_properties: Record<string, unknown>;
}
const rowOf = async (id: string) =>
  (await t.pglite.query<Row>('select * from tracking_events where id = $1', [id])).rows[0]!;

describe('tracking ingest keeps nothing that identifies a member', () => {
  it('strips identifying parameters, drops personal fields and redacts numbers and e-mails in text', async () => {
    const event = makeEvent({
      url: '/mine?loginToken=tok-123&loginId=login-9&memberId=m-77&mobile=13900001111&openId=o-5&id=5#/x?code=abc&tab=2',
      title: 'My account 13900001111 | Guide',
      distinctId: 'device-abc',
      properties: {
        email: 'wang@example.com',
        name: 'Wang Fang',
        nickName: 'Fang',
        text: 'Call me on 139 0000 1111 or +86-139-0000-1111',
        split: '139%200000%201111',
        contact_mail: 'write to WANG@Example.com',
        href: 'https://guide.example/back?mobile=13900001111&from=share',
        label: 'Start the tour',
        depth: 3,
      },
    });
    const reply = await postTracking(t.url, signBatch(device, [event]));
    expect(reply.body.data).toEqual({ accepted: 1, duplicates: 0 });
    const row = await rowOf(event.id);
    expect(row.url).toBe('/mine?id=5#/x?tab=2');
    expect(row.title).toBe('My account [mobile] | Guide');
    expect(row.properties).toEqual({
      text: 'Call me on [mobile] or [mobile]',
      split: '[mobile]',
      contact_mail: 'write to [email]',
      href: 'https://guide.example/back?from=share',
      label: 'Start the tour',
      depth: 3,
    });
    const stored = JSON.stringify(row);
    for (const secret of ['13900001111', '1111', 'tok-123', 'login-9', 'm-77', 'o-5', 'wang@', 'Wang Fang'])
      expect(stored).not.toContain(secret);
  });

  it('keeps ordinary events exactly as sent', async () => {
    const event = makeEvent({
      properties: {
        path: '/scenic/detail',
        depth: 2,
        visible: true,
        referrer: null,
        label: 'Price ¥12.50, 2026-11-25',
      },
    });
    await postTracking(t.url, signBatch(device, [event]));
    const row = await rowOf(event.id);
    expect([row.url, row.title, row.properties, row.super_properties]).toEqual([
      event.url,
      event.title,
      event.properties,
      event.superProperties,
    ]);
  });
});

describe('closure finds what is left of the member in tracking rows', () => {
  it('deletes rows naming the member in any spelling, and keeps the others', async () => {
    const member = await loginAs(t, '13900002222');
    await call(
      t.url,
      MEMBER_ENDPOINTS.profileUpdate,
      { email: 'Li.Na@Example.com', name: 'Li Na', nickname: 'Nana' },
      member.token,
    );
    // Rows as an older server stored them (no scrubbing at ingest).
    const rows: [string, string, string, Record<string, unknown>][] = [
      ['te-title', '/', 'Account of 13900002222', {}],
      ['te-split', '/', 'Home', { text: '139%200000%202222' }],
      ['te-spaces', '/', 'Home', { text: 'call +86 139-0000-2222' }],
      ['te-login', `/?loginToken=${member.token}&loginId=${member.userInfo.loginId}`, 'Home', {}],
      ['te-email', '/', 'Home', { email: 'li.na@example.com' }],
      ['te-name', '/', 'Home', { name: 'Li Na' }],
      ['te-nick', '/', 'Home', { who: ' nana ' }],
      ['te-other', '/?id=5', 'Another visitor 13900003333', { name: 'Li Nan', text: 'Linacre' }],
    ];
    for (const [id, url, title, properties] of rows) {
      await t.pglite.query(
        `insert into tracking_events (id, batch_uuid, device, event, client_time, session_id, distinct_id, url, title, properties, super_properties)
         values ($1, 'b', 'd', 'page_view', 0, 's', 'anon', $2, $3, $4, '{}')`,
        [id, url, title, JSON.stringify(properties)],
      );
    }
    expect(
      (await call(t.url, MEMBER_ENDPOINTS.close, { confirm: ACCOUNT_CLOSE_CONFIRMATION }, member.token)).status,
    ).toBe(200);
    const left = await t.pglite.query<{ id: string }>(
      `select id from tracking_events where id like 'te-%' order by id`,
    );
    expect(left.rows.map((r) => r.id)).toEqual(['te-other']);
  });
});
