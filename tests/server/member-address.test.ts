// A member's postal address: a token is required; the contract's schema refuses bad input in
// the spec's envelope (400 VAL0000400) and leaves the stored address as it was; one member
// never reads, changes or deletes another's; closing the account deletes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_ENDPOINTS, ADDRESS_LIMITS, type PostalAddress } from '../../src/lib/contract/address';
import { ACCOUNT_CLOSE_CONFIRMATION, MEMBER_ENDPOINTS, MEMBER_RELOGIN_CODE } from '../../src/lib/contract/member';
import { call, loginAs, startMemberTestServer, type MemberTestServer } from './helpers/member-auth-api';

let t: MemberTestServer;
beforeAll(async () => {
  t = await startMemberTestServer();
});
afterAll(async () => {
  await t?.close();
});

const GUANGZHOU: PostalAddress = {
  countryName: '中国',
  provinceName: '广东省',
  cityName: '广州市',
  detailInfo: '海珠区新港中路397号',
  postalCode: '510000',
};
const BERLIN: PostalAddress = {
  countryName: '德国',
  provinceName: '',
  cityName: 'Berlin',
  detailInfo: 'Unter den Linden 1',
  postalCode: '10117',
};

const read = (token?: string) => call<PostalAddress | null>(t.url, ADDRESS_ENDPOINTS.get, undefined, token);
const save = (token: string | undefined, body: unknown) =>
  call<PostalAddress>(t.url, ADDRESS_ENDPOINTS.save, body, token);
const remove = (token: string) => call<{ deleted: boolean }>(t.url, ADDRESS_ENDPOINTS.delete, {}, token);
const rowsOf = async (memberId: string) =>
  (await t.pglite.query(`select 1 from member_addresses where member_id = $1`, [memberId])).rows.length;

describe('postal address', () => {
  it('needs a token for every route', async () => {
    for (const reply of [await read(), await save(undefined, GUANGZHOU), await save('x'.repeat(43), GUANGZHOU)]) {
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ success: false, data: null, errorCode: MEMBER_RELOGIN_CODE });
    }
  });

  it('is null at first, saved trimmed, read back privately, and replaced by an edit', async () => {
    const member = await loginAs(t, '13600000001');
    expect((await read(member.token)).body.data).toBeNull();

    const padded = { ...GUANGZHOU, cityName: '  广州市 ', detailInfo: ` ${GUANGZHOU.detailInfo}\n` };
    const saved = await save(member.token, { ...padded, openId: member.userInfo.openId, requestId: '1' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual(GUANGZHOU);
    const again = await read(member.token);
    expect(again.body.data).toEqual(GUANGZHOU);
    expect(again.headers.get('cache-control')).toContain('no-store');

    expect((await save(member.token, BERLIN)).body.data).toEqual(BERLIN);
    expect((await read(member.token)).body.data).toEqual(BERLIN);
    expect(await rowsOf(member.memberId)).toBe(1);
  });

  it('refuses bad input in the envelope and keeps the stored address', async () => {
    const member = await loginAs(t, '13600000002');
    await save(member.token, GUANGZHOU);
    const long = (n: number) => '路'.repeat(n);
    const cases: [unknown, RegExp][] = [
      [{ ...GUANGZHOU, postalCode: '51000' }, /'postalCode': a mainland China postal code has 6 digits/],
      [{ ...GUANGZHOU, postalCode: '' }, /'postalCode'/],
      [{ ...GUANGZHOU, provinceName: ' ' }, /'provinceName': is required/],
      [{ ...BERLIN, postalCode: '10117; drop' }, /'postalCode': may hold only letters, digits/],
      [{ countryName: '中国', provinceName: '广东省', postalCode: '510000' }, /'cityName'/],
      [{ ...GUANGZHOU, detailInfo: long(ADDRESS_LIMITS.detailInfo + 1) }, /'detailInfo': is too long/],
      [{ ...GUANGZHOU, detailInfo: long(100_000) }, /'detailInfo': is too long/],
      [{ ...GUANGZHOU, countryName: long(ADDRESS_LIMITS.countryName + 1) }, /'countryName'/],
      [{ ...GUANGZHOU, cityName: '广州\u0000市' }, /'cityName': must not contain the NUL character/],
      [{ ...GUANGZHOU, detailInfo: 'room \uD800 1' }, /'detailInfo': must be valid Unicode text/],
      [{ ...GUANGZHOU, cityName: 42 }, /'cityName': must be text/],
      [[GUANGZHOU], /Invalid request body/],
    ];
    for (const [body, message] of cases) {
      const reply = await save(member.token, body);
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(reply.body).toMatchObject({ success: false, data: null, errorCode: 'VAL0000400' });
      expect(reply.body.message).toMatch(message);
    }
    const broken = await call(t.url, ADDRESS_ENDPOINTS.save, undefined, member.token, '{"countryName": "中');
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ success: false, data: null });
    expect((await read(member.token)).body.data).toEqual(GUANGZHOU);

    // At the limits exactly (after trimming) it is kept; abroad, province and postal code may be empty.
    const atLimit = { ...GUANGZHOU, detailInfo: ` ${long(ADDRESS_LIMITS.detailInfo)} ` };
    expect((await save(member.token, atLimit)).body.data?.detailInfo).toBe(long(ADDRESS_LIMITS.detailInfo));
    const hongKong = { countryName: '中国香港', cityName: '香港', detailInfo: '中环皇后大道中1号' };
    expect((await save(member.token, hongKong)).body.data).toEqual({ ...hongKong, provinceName: '', postalCode: '' });
  });

  it('is only ever the caller’s own: another member cannot read, change or delete it', async () => {
    const a = await loginAs(t, '13600000003');
    const b = await loginAs(t, '13600000004');
    await save(a.token, GUANGZHOU);
    expect((await read(b.token)).body.data).toBeNull();

    // A member id (or A's openId) in the body changes nothing: the token names the member.
    const sneaky = { ...BERLIN, memberId: a.memberId, openId: a.userInfo.openId };
    expect((await save(b.token, sneaky)).status).toBe(200);
    expect((await read(a.token)).body.data).toEqual(GUANGZHOU);
    expect((await read(b.token)).body.data).toEqual(BERLIN);
    const stored = await t.pglite.query<Record<string, string>>(`select * from member_addresses where member_id = $1`, [
      b.memberId,
    ]);
    expect(Object.keys(stored.rows[0] ?? {})).not.toContain('open_id');

    expect((await remove(b.token)).body.data).toEqual({ deleted: true });
    expect((await remove(b.token)).body.data).toEqual({ deleted: false });
    expect((await read(b.token)).body.data).toBeNull();
    expect((await read(a.token)).body.data).toEqual(GUANGZHOU);
  });

  it('is deleted with the account; the same number starts afresh', async () => {
    const member = await loginAs(t, '13600000005');
    const other = await loginAs(t, '13600000006');
    await save(member.token, GUANGZHOU);
    await save(other.token, BERLIN);
    const closed = await call(t.url, MEMBER_ENDPOINTS.close, { confirm: ACCOUNT_CLOSE_CONFIRMATION }, member.token);
    expect(closed.status).toBe(200);
    expect(await rowsOf(member.memberId)).toBe(0);
    expect((await read(member.token)).status).toBe(401);

    const again = await loginAs(t, '13600000005');
    expect(again.memberId).not.toBe(member.memberId);
    expect((await read(again.token)).body.data).toBeNull();
    expect((await read(other.token)).body.data).toEqual(BERLIN);
  });

  it('is in the OpenAPI document', async () => {
    type Schema = { properties?: Record<string, { maxLength?: number }> };
    const doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as {
      paths: Record<string, object>;
      components: { schemas: Record<string, Schema> };
    };
    for (const path of Object.values(ADDRESS_ENDPOINTS)) expect(Object.keys(doc.paths)).toContain(`/api${path}`);
    const body = doc.components.schemas.PostalAddressInput;
    for (const [field, max] of Object.entries(ADDRESS_LIMITS)) expect(body?.properties?.[field]?.maxLength).toBe(max);
  });
});
