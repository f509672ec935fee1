// Issue 14 ("also seen"): nobody may lock a number out of login by asking for its codes from
// elsewhere. An address is held harder than a number (5 codes an hour, 10 a day, whatever the
// numbers); one address spends at most 3 of a number's 10 daily codes; and an address the
// number logged in from is not held to the number's 10 at all. Requests come from several
// loopback addresses (Linux routes all of 127/8 to the loopback interface).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ENDPOINTS, type LoginResult } from '../../src/lib/contract/member';
import { ERROR_CODES } from '../../server/src/lib/error-codes';
import { postFrom } from './helpers/from-address';
import {
  codeFromLogs,
  forgetRecentAsks,
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

const ask = (address: string, mobile: string) =>
  postFrom(address, t.url, MEMBER_ENDPOINTS.smsCode, { mobile, purpose: 'login' });
const login = (address: string, mobile: string, code: string) =>
  postFrom<LoginResult>(address, t.url, MEMBER_ENDPOINTS.login, { mobile, code, agreed: true });
/** A minute passes for every code sent so far (the resend minute is over; hour and day are not). */
const aMinuteLater = () => t.pglite.query(`update sms_codes set created_at = created_at - interval '61 seconds'`);
const outcome = (r: { status: number; errorCode: string | null }) => [r.status, r.errorCode];

describe('asking for codes from several addresses', () => {
  it('one address spends at most 3 of a number’s daily codes; strangers at most 10; the owner’s address still gets in', async () => {
    await forgetRecentAsks(t);
    const victim = '13500000001';
    const home = '127.0.0.20';
    // The owner logged in from home once (some days ago).
    expect((await ask(home, victim)).status).toBe(200);
    expect((await login(home, victim, codeFromLogs(t, victim))).status).toBe(200);
    await forgetRecentAsks(t);

    // An attacker asks the number's codes, a minute apart, from one address: 3, then refused.
    const attackers = ['127.0.0.21', '127.0.0.22', '127.0.0.23', '127.0.0.24'];
    for (let i = 0; i < 3; i++) {
      expect((await ask(attackers[0]!, victim)).status).toBe(200);
      await aMinuteLater();
    }
    expect(outcome(await ask(attackers[0]!, victim))).toEqual([429, ERROR_CODES.smsDailyLimit]);
    // From more addresses, the number's 10 a day are spent.
    let sent = 3;
    for (const address of attackers.slice(1)) {
      for (let i = 0; i < 3 && sent < 10; i++, sent++) {
        expect((await ask(address, victim)).status).toBe(200);
        await aMinuteLater();
      }
    }
    expect(outcome(await ask('127.0.0.25', victim))).toEqual([429, ERROR_CODES.smsDailyLimit]);

    // The owner, from home, still gets a code and logs in with it.
    const fromHome = await ask(home, victim);
    expect(fromHome.status).toBe(200);
    expect((await login(home, victim, codeFromLogs(t, victim))).status).toBe(200);
    // A fresh address is still a stranger to the number.
    await aMinuteLater();
    expect(outcome(await ask('127.0.0.26', victim))).toEqual([429, ERROR_CODES.smsDailyLimit]);
  });

  it('an address asks for at most 5 codes an hour whatever the numbers, and 10 a day', async () => {
    await forgetRecentAsks(t);
    const address = '127.0.0.30';
    for (let i = 0; i < 5; i++) {
      expect((await ask(address, `1350000010${i}`)).status).toBe(200);
      await aMinuteLater();
    }
    const sixth = await ask(address, '13500000105');
    expect(outcome(sixth)).toEqual([429, ERROR_CODES.smsTooSoon]);
    // The wait is until the oldest of the hour leaves it (about 55 minutes here).
    const wait = Number(/wait (\d+) seconds/.exec(sixth.message ?? '')?.[1]);
    expect(wait).toBeGreaterThan(50 * 60);
    expect(wait).toBeLessThanOrEqual(60 * 60);
    // Another address is not held by this one.
    expect((await ask('127.0.0.31', '13500000105')).status).toBe(200);
    // An hour later: 5 more, then the day's 10 are spent.
    await t.pglite.query(`update sms_codes set created_at = created_at - interval '1 hour'`);
    for (let i = 5; i < 10; i++) {
      expect((await ask(address, `1350000011${i}`)).status).toBe(200);
      await aMinuteLater();
    }
    await t.pglite.query(`update sms_codes set created_at = created_at - interval '1 hour'`);
    expect(outcome(await ask(address, '13500000120'))).toEqual([429, ERROR_CODES.smsDailyLimit]);
  });

  it('still sends one code a minute per number, whatever the address', async () => {
    await forgetRecentAsks(t);
    expect((await ask('127.0.0.40', '13500000201')).status).toBe(200);
    expect(outcome(await ask('127.0.0.41', '13500000201'))).toEqual([429, ERROR_CODES.smsTooSoon]);
  });
});
