// Issue 14, item 8: only the newest code of a number ever works. Asking for a new code ends
// every earlier unused code of the number, and a successful login ends whatever unused code
// is left (a code stored before this rule, or of the other purpose).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ENDPOINTS, type LoginResult } from '../../src/lib/contract/member';
import { sha256Hex } from '../../server/src/members/tokens';
import { ERROR_CODES } from '../../server/src/lib/error-codes';
import { askCode, call, startMemberTestServer, type MemberTestServer } from './helpers/member-auth-api';

let t: MemberTestServer;
beforeAll(async () => {
  t = await startMemberTestServer();
});
afterAll(async () => {
  await t?.close();
});

const login = (mobile: string, code: string) =>
  call<LoginResult>(t.url, MEMBER_ENDPOINTS.login, { mobile, code, agreed: true });
const outcome = (r: { status: number; body: { errorCode: string | null } }) => [r.status, r.body.errorCode];

describe('an older code never works again', () => {
  it('after a newer code was used, the older one is refused', async () => {
    const older = await askCode(t, '13600000001');
    const newer = await askCode(t, '13600000001');
    expect(newer).not.toBe(older);
    expect((await login('13600000001', newer)).status).toBe(200);
    expect(outcome(await login('13600000001', older))).toEqual([400, ERROR_CODES.smsCodeExpired]);
  });

  it('asking for a new code ends the earlier one at once (it is not merely shadowed)', async () => {
    const older = await askCode(t, '13600000002');
    await askCode(t, '13600000002');
    const rows = await t.pglite.query<{ live: number }>(
      `select count(*)::int as live from sms_codes where mobile = '13600000002' and consumed_at is null and ended_at is null`,
    );
    expect(rows.rows[0]!.live).toBe(1);
    // The older code is checked against the live one: a wrong code.
    expect(outcome(await login('13600000002', older))).toEqual([400, ERROR_CODES.smsCodeWrong]);
  });

  it('a successful login ends every other unused code of the number, whatever its purpose or age', async () => {
    const code = await askCode(t, '13600000003');
    // Codes stored before the rule existed: older, unused, never ended.
    for (const [id, purpose, plain] of [
      ['legacy-login', 'login', '111111'],
      ['legacy-change', 'change-mobile', '222222'],
    ] as const) {
      await t.pglite.query(
        `insert into sms_codes (id, mobile, purpose, code_hash, client_address, created_at, expires_at)
         values ($1, '13600000003', $2, $3, '127.0.0.9', now() - interval '2 days', now() + interval '5 minutes')`,
        [id, purpose, sha256Hex(plain)],
      );
    }
    expect((await login('13600000003', code)).status).toBe(200);
    expect(outcome(await login('13600000003', '111111'))).toEqual([400, ERROR_CODES.smsCodeExpired]);
    const left = await t.pglite.query(
      `select id from sms_codes where mobile = '13600000003' and consumed_at is null and ended_at is null`,
    );
    expect(left.rows).toEqual([]);
  });
});
