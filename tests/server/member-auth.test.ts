// Login by SMS code: the spec's validation messages, the limits of asking (1 a minute and
// 10 a day per number and per address, atomic under concurrency; the other rules are in
// security-sms-limits.test.ts), the limits of guessing
// (5 wrong tries, atomic: 1,000 parallel guesses give 5 evaluations), one use per code,
// tokens revoked by logout or expired answered 401 MOB2230010, and bad bodies answered 4xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MEMBER_ENDPOINTS,
  MEMBER_RELOGIN_CODE,
  SMS_MAX_WRONG_TRIES,
  type LoginResult,
} from '../../src/lib/contract/member';
import { GATEWAY } from '../../src/lib/contract/envelope';
import { ERROR_CODES } from '../../server/src/lib/error-codes';
import {
  askCode,
  call,
  codeFromLogs,
  forgetRecentAsks,
  loginAs,
  startMemberTestServer,
  type MemberTestServer,
} from './helpers/member-auth-api';

let t: MemberTestServer;
beforeAll(async () => {
  t = await startMemberTestServer();
});
afterAll(async () => {
  await t?.close();
});

const login = (body: unknown) => call<LoginResult>(t.url, MEMBER_ENDPOINTS.login, body);
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const failureOf = (r: { status: number; body: { errorCode: string | null; message: string | null } }) => ({
  status: r.status,
  errorCode: r.body.errorCode,
  message: r.body.message,
});

describe('asking for a code', () => {
  it('sends a 6-digit code to the log and says when to ask again', async () => {
    await forgetRecentAsks(t);
    const reply = await call<{ resendAfterSeconds: number; expiresInSeconds: number }>(
      t.url,
      MEMBER_ENDPOINTS.smsCode,
      {
        mobile: '13800000001',
        purpose: 'login',
      },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 300 });
    expect(codeFromLogs(t, '13800000001')).toMatch(/^\d{6}$/);
    // Only the hash is stored.
    const stored = await t.pglite.query<{ code_hash: string }>(
      `select code_hash from sms_codes where mobile = '13800000001'`,
    );
    expect(stored.rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0]?.code_hash).not.toContain(codeFromLogs(t, '13800000001'));
  });

  it('refuses a second code within the minute, per number and per address, with the seconds left', async () => {
    await askCode(t, '13800000002');
    const again = await call(t.url, MEMBER_ENDPOINTS.smsCode, { mobile: '13800000002' });
    expect(again.status).toBe(429);
    expect(again.body.errorCode).toBe(ERROR_CODES.smsTooSoon);
    expect(again.body.message).toMatch(/wait (60|59|58) seconds/);
    expect(again.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another number from the same address: the address limit.
    const otherNumber = await call(t.url, MEMBER_ENDPOINTS.smsCode, { mobile: '13800000003' });
    expect(failureOf(otherNumber).errorCode).toBe(ERROR_CODES.smsTooSoon);
    // A minute later it works again.
    await t.pglite.query(`update sms_codes set created_at = created_at - interval '61 seconds'`);
    expect((await call(t.url, MEMBER_ENDPOINTS.smsCode, { mobile: '13800000002' })).status).toBe(200);
  });

  it('refuses the 11th code of a rolling day for a number, whatever the address', async () => {
    await forgetRecentAsks(t);
    await t.pglite.query(
      `insert into sms_codes (id, mobile, purpose, code_hash, client_address, created_at, expires_at)
       select 'day-n-' || i, '13800000004', 'login', 'x', '10.0.0.' || i, now() - (i || ' hours')::interval, now()
       from generate_series(1, 10) as i`,
    );
    const reply = await call(t.url, MEMBER_ENDPOINTS.smsCode, { mobile: '13800000004' });
    expect(failureOf(reply)).toMatchObject({ status: 429, errorCode: ERROR_CODES.smsDailyLimit });
    // 24 hours after the oldest, one more is allowed.
    await t.pglite.query(`update sms_codes set created_at = created_at - interval '14 hours' where id = 'day-n-10'`);
    expect((await call(t.url, MEMBER_ENDPOINTS.smsCode, { mobile: '13800000004' })).status).toBe(200);
  });

  it('refuses the 11th code of a rolling day from one address, whatever the number', async () => {
    await forgetRecentAsks(t);
    await t.pglite.query(
      `insert into sms_codes (id, mobile, purpose, code_hash, client_address, created_at, expires_at)
       select 'day-a-' || i, '1390000000' || (i - 1), 'login', 'x', '127.0.0.1', now() - (i || ' hours')::interval, now()
       from generate_series(1, 10) as i`,
    );
    const reply = await call(t.url, MEMBER_ENDPOINTS.smsCode, { mobile: '13800000005' });
    expect(failureOf(reply)).toMatchObject({ status: 429, errorCode: ERROR_CODES.smsDailyLimit });
  });

  it('sends exactly one code when 20 asks for one number arrive at once', async () => {
    await forgetRecentAsks(t);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => call(t.url, MEMBER_ENDPOINTS.smsCode, { mobile: '13800000006' })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.body.errorCode === ERROR_CODES.smsTooSoon)).toHaveLength(19);
    const stored = await t.pglite.query(`select 1 from sms_codes where mobile = '13800000006'`);
    expect(stored.rows).toHaveLength(1);
  });

  it('answers bad numbers and bodies with the spec messages and clear 4xx', async () => {
    await forgetRecentAsks(t);
    expect(failureOf(await call(t.url, MEMBER_ENDPOINTS.smsCode, { mobile: '' }))).toMatchObject({
      status: 400,
      message: 'Mobile number cannot be empty',
    });
    expect(failureOf(await call(t.url, MEMBER_ENDPOINTS.smsCode, { mobile: '12800000000' }))).toMatchObject({
      status: 400,
      message: 'Please enter the correct mobile number',
    });
    expect((await call(t.url, MEMBER_ENDPOINTS.smsCode, { mobile: 13800000000 })).status).toBe(400);
    expect((await call(t.url, MEMBER_ENDPOINTS.smsCode, { mobile: '13800000007', purpose: 'spam' })).status).toBe(400);
    expect((await call(t.url, MEMBER_ENDPOINTS.smsCode, undefined, undefined, '{"mobile":')).status).toBe(400);
    const huge = await call(
      t.url,
      MEMBER_ENDPOINTS.smsCode,
      undefined,
      undefined,
      JSON.stringify({ mobile: 'x'.repeat(2_000_000) }),
    );
    expect(huge.status).toBe(413);
    // change-mobile needs a member.
    expect(
      failureOf(await call(t.url, MEMBER_ENDPOINTS.smsCode, { mobile: '13800000007', purpose: 'change-mobile' })),
    ).toMatchObject({
      status: 401,
      errorCode: MEMBER_RELOGIN_CODE,
    });
  });
});

describe('logging in', () => {
  it('gives the spec messages for an empty or wrong number, an empty code and no agreement', async () => {
    expect(failureOf(await login({ mobile: '', code: '123456', agreed: true })).message).toBe(
      'Mobile number cannot be empty',
    );
    expect(failureOf(await login({ code: '123456', agreed: true })).message).toBe('Mobile number cannot be empty');
    expect(failureOf(await login({ mobile: '1380000', code: '123456', agreed: true })).message).toBe(
      'Please enter the correct mobile number',
    );
    expect(failureOf(await login({ mobile: '13800000010', code: '', agreed: true })).message).toBe(
      'Verification code cannot be empty',
    );
    expect(failureOf(await login({ mobile: '13800000010', code: '123456', agreed: false }))).toEqual({
      status: 400,
      errorCode: ERROR_CODES.agreementRequired,
      message: 'Please read and agree to the User Agreement and Privacy Policy first',
    });
    expect((await login({ mobile: '13800000010', code: 123456, agreed: true })).status).toBe(400);
    expect((await login('not an object')).status).toBe(400);
  });

  it('logs in once with a right code, creates the member, and the code does not work twice', async () => {
    const code = await askCode(t, '13800000011');
    const first = await login({ mobile: '13800000011', code, agreed: true });
    expect(first.status).toBe(200);
    const result = first.body.data!;
    expect(result.mobile).toBe('13800000011');
    expect(result.userInfo).toMatchObject({
      memberId: result.memberId,
      mobile: '13800000011',
      loginToken: result.token,
    });
    expect(result.userInfo.openId).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.memberId).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await login({ mobile: '13800000011', code, agreed: true });
    expect(failureOf(again)).toMatchObject({ status: 400, errorCode: ERROR_CODES.smsCodeExpired });
    // A second login is the same member with a new token.
    const second = await loginAs(t, '13800000011');
    expect(second.memberId).toBe(result.memberId);
    expect(second.token).not.toBe(result.token);
  });

  it('kills a code after 5 wrong tries: then even the right code is refused', async () => {
    const code = await askCode(t, '13800000012');
    for (let i = 1; i <= SMS_MAX_WRONG_TRIES; i++) {
      const wrong = await login({ mobile: '13800000012', code: wrongOf(code), agreed: true });
      expect(failureOf(wrong)).toMatchObject({ status: 400, errorCode: ERROR_CODES.smsCodeWrong });
    }
    const right = await login({ mobile: '13800000012', code, agreed: true });
    expect(failureOf(right)).toEqual({
      status: 429,
      errorCode: ERROR_CODES.smsTooManyTries,
      message: 'Too many wrong codes, please ask for a new code',
    });
    // A new code works.
    const fresh = await askCode(t, '13800000012');
    expect((await login({ mobile: '13800000012', code: fresh, agreed: true })).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const code = await askCode(t, '13800000013');
    await t.pglite.query(`update sms_codes set expires_at = now() - interval '1 second' where mobile = '13800000013'`);
    expect(failureOf(await login({ mobile: '13800000013', code, agreed: true }))).toMatchObject({
      status: 400,
      errorCode: ERROR_CODES.smsCodeExpired,
    });
  });

  it('evaluates no more than 5 of 1,000 parallel wrong codes, and then refuses the right one', async () => {
    const code = await askCode(t, '13800000014');
    const replies = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        login({
          mobile: '13800000014',
          code: String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
          agreed: true,
        }),
      ),
    );
    const evaluated = replies.filter((r) => r.body.errorCode === ERROR_CODES.smsCodeWrong);
    const refused = replies.filter((r) => r.body.errorCode === ERROR_CODES.smsTooManyTries);
    expect(evaluated).toHaveLength(SMS_MAX_WRONG_TRIES);
    expect(refused).toHaveLength(1000 - SMS_MAX_WRONG_TRIES);
    const stored = await t.pglite.query<{ wrong_tries: number }>(
      `select wrong_tries from sms_codes where mobile = '13800000014'`,
    );
    expect(stored.rows[0]?.wrong_tries).toBe(SMS_MAX_WRONG_TRIES);
    expect(failureOf(await login({ mobile: '13800000014', code, agreed: true })).errorCode).toBe(
      ERROR_CODES.smsTooManyTries,
    );
  });
});

describe('tokens', () => {
  it('logout revokes the token: the next call with it is 401 MOB2230010', async () => {
    const member = await loginAs(t, '13800000020');
    const out = await call(t.url, MEMBER_ENDPOINTS.logout, {}, member.token);
    expect(out.status).toBe(200);
    expect(out.body.data).toEqual({ revoked: true });
    expect(failureOf(await call(t.url, MEMBER_ENDPOINTS.logout, {}, member.token))).toMatchObject({
      status: 401,
      errorCode: MEMBER_RELOGIN_CODE,
    });
  });

  it('an expired token, a made-up token or none is 401 MOB2230010', async () => {
    const member = await loginAs(t, '13800000021');
    await t.pglite.query(`update member_tokens set expires_at = now() - interval '1 second' where member_id = $1`, [
      member.memberId,
    ]);
    for (const token of [member.token, 'A'.repeat(43), undefined]) {
      expect(failureOf(await call(t.url, MEMBER_ENDPOINTS.logout, {}, token))).toMatchObject({
        status: 401,
        errorCode: MEMBER_RELOGIN_CODE,
      });
    }
  });
});

describe('profile and mobile change', () => {
  type Profile = {
    memberId: string;
    mobile: string;
    nickname: string | null;
    name: string | null;
    email: string | null;
  };
  const profileOf = (token?: string) => call<Profile>(t.url, MEMBER_ENDPOINTS.profile, undefined, token);
  const update = (body: unknown, token?: string) => call<Profile>(t.url, MEMBER_ENDPOINTS.profileUpdate, body, token);

  it('refuses a missing token on every account endpoint', async () => {
    for (const [path, body] of [
      [MEMBER_ENDPOINTS.profile, undefined],
      [MEMBER_ENDPOINTS.profileUpdate, { nickname: 'x' }],
      [MEMBER_ENDPOINTS.mobileChange, { mobile: '13800000099', code: '123456' }],
      [MEMBER_ENDPOINTS.close, { confirm: 'CLOSE' }],
    ] as const) {
      const reply = await call(t.url, path, body);
      expect({ path, status: reply.status, errorCode: reply.body.errorCode }).toEqual({
        path,
        status: 401,
        errorCode: MEMBER_RELOGIN_CODE,
      });
    }
  });

  it('reads and changes only the caller: trimmed, bounded, email checked, null clears, never cached', async () => {
    const a = await loginAs(t, '13800000030');
    const b = await loginAs(t, '13800000031');
    const read = await profileOf(a.token);
    expect(read.body.data).toMatchObject({
      memberId: a.memberId,
      mobile: '13800000030',
      nickname: null,
      name: null,
      email: null,
    });
    expect(read.headers.get('cache-control')).toContain('no-store');

    const changed = await update({ nickname: '  Wanderer  ', name: 'Li Lei', email: ' li@example.com ' }, a.token);
    expect(changed.body.data).toMatchObject({ nickname: 'Wanderer', name: 'Li Lei', email: 'li@example.com' });
    // Another member's token reads and changes that member, never this one.
    expect((await profileOf(b.token)).body.data).toMatchObject({ memberId: b.memberId, nickname: null });
    await update({ nickname: 'Intruder', memberId: a.memberId }, b.token);
    expect((await profileOf(a.token)).body.data?.nickname).toBe('Wanderer');

    expect((await update({ email: 'not-an-email' }, a.token)).body.message).toContain(
      'Please enter a correct email address',
    );
    expect((await update({ nickname: 'x'.repeat(31) }, a.token)).status).toBe(400);
    expect((await update({ nickname: 42 }, a.token)).status).toBe(400);
    expect((await call(t.url, MEMBER_ENDPOINTS.profileUpdate, undefined, a.token, '{"nickname":')).status).toBe(400);
    const cleared = await update({ email: null, name: '' }, a.token);
    expect(cleared.body.data).toMatchObject({ nickname: 'Wanderer', name: null, email: null });
  });

  it('moves the account to a new number with a code sent to that number, never to a taken one', async () => {
    const a = await loginAs(t, '13800000040');
    const b = await loginAs(t, '13800000041');
    await forgetRecentAsks(t);
    const taken = await call(
      t.url,
      MEMBER_ENDPOINTS.smsCode,
      { mobile: '13800000041', purpose: 'change-mobile' },
      a.token,
    );
    expect(failureOf(taken)).toMatchObject({ status: 409, errorCode: ERROR_CODES.mobileTaken });

    // A login code of that number does not change it, nor does a wrong one. (The login code is
    // asked first: a newer code of a number ends its earlier ones, whatever their purpose.)
    const loginCode = await askCode(t, '13800000042', 'login');
    const code = await askCode(t, '13800000042', 'change-mobile', a.token);
    const wrong = await call(
      t.url,
      MEMBER_ENDPOINTS.mobileChange,
      { mobile: '13800000042', code: wrongOf(code) },
      a.token,
    );
    expect(failureOf(wrong).errorCode).toBe(ERROR_CODES.smsCodeWrong);
    const withLoginCode = await call(
      t.url,
      MEMBER_ENDPOINTS.mobileChange,
      { mobile: '13800000042', code: loginCode },
      a.token,
    );
    expect(failureOf(withLoginCode).status).toBe(400);
    expect((await call(t.url, MEMBER_ENDPOINTS.mobileChange, { mobile: '', code }, a.token)).body.message).toBe(
      'Mobile number cannot be empty',
    );

    const moved = await call<Profile>(t.url, MEMBER_ENDPOINTS.mobileChange, { mobile: '13800000042', code }, a.token);
    expect(moved.body.data).toMatchObject({ memberId: a.memberId, mobile: '13800000042' });
    expect((await profileOf(a.token)).body.data?.mobile).toBe('13800000042');
    // The code is spent; and b cannot take a's new number.
    expect((await call(t.url, MEMBER_ENDPOINTS.mobileChange, { mobile: '13800000042', code }, b.token)).status).toBe(
      409,
    );
    // The old number logs in as a new member now.
    const fresh = await loginAs(t, '13800000040');
    expect(fresh.memberId).not.toBe(a.memberId);
  });
});

describe('OpenAPI', () => {
  it('documents every login and account endpoint with the bearer scheme on the member ones', async () => {
    const doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
      components?: { securitySchemes?: Record<string, unknown> };
    };
    expect(doc.components?.securitySchemes?.memberBearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const { smsCode, login: loginPath, logout, profile, profileUpdate, mobileChange, close } = MEMBER_ENDPOINTS;
    for (const path of [smsCode, loginPath, logout, profile, profileUpdate, mobileChange, close]) {
      expect(Object.keys(doc.paths), path).toContain(`${GATEWAY}${path}`);
    }
    for (const path of [logout, profileUpdate, mobileChange, close]) {
      expect(doc.paths[`${GATEWAY}${path}`]?.post?.security, path).toEqual([{ memberBearer: [] }]);
      expect(Object.keys(doc.paths[`${GATEWAY}${path}`]?.post?.responses ?? {}), path).toContain('401');
    }
  });
});

// Real concurrent transactions: on PostgreSQL (TEST_DATABASE_URL) the advisory locks and the
// conditional updates are what keep the limits, not a single connection.
const pgUrl = process.env.TEST_DATABASE_URL;
describe.runIf(Boolean(pgUrl))('limits under concurrency on PostgreSQL', () => {
  let pg: { url: string; logs(): string; close(): Promise<void> };
  beforeAll(async () => {
    const { createTestSchema } = await import('./helpers/postgres');
    const { startServer } = await import('../../server/src/start-server');
    const { testServerOptions } = await import('./helpers/start');
    const { FIXTURE_CONTENT } = await import('./helpers/paths');
    const { Writable } = await import('node:stream');
    const { default: pino } = await import('pino');
    let captured = '';
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        captured += chunk.toString();
        done();
      },
    });
    const schema = await createTestSchema(pgUrl!);
    const server = await startServer({
      ...(await testServerOptions()),
      logger: pino({ level: 'info' }, stream),
      databaseUrl: schema.url,
      distDir: FIXTURE_CONTENT,
    });
    pg = {
      url: server.url,
      logs: () => captured,
      close: async () => {
        await server.close();
        await schema.drop();
      },
    };
  });
  afterAll(async () => {
    await pg?.close();
  });

  it('sends one code for 20 parallel asks, evaluates 5 of 1,000 parallel wrong codes, and then refuses the right one', async () => {
    const asks = await Promise.all(
      Array.from({ length: 20 }, () => call(pg.url, MEMBER_ENDPOINTS.smsCode, { mobile: '13800000090' })),
    );
    expect(asks.filter((r) => r.status === 200)).toHaveLength(1);
    const code = codeFromLogs(pg, '13800000090');
    const replies = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        call(pg.url, MEMBER_ENDPOINTS.login, {
          mobile: '13800000090',
          code: String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
          agreed: true,
        }),
      ),
    );
    expect(replies.filter((r) => r.body.errorCode === ERROR_CODES.smsCodeWrong)).toHaveLength(SMS_MAX_WRONG_TRIES);
    expect(
      failureOf(await call(pg.url, MEMBER_ENDPOINTS.login, { mobile: '13800000090', code, agreed: true })).errorCode,
    ).toBe(ERROR_CODES.smsTooManyTries);
  });
});
