import { SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS, type LoginResult } from '@contract/member';
import { changeMobileTarget } from '../../members/change-mobile';
import { askForCode, checkCode } from '../../members/sms-codes';
import { issueToken, memberOfToken, revokeToken } from '../../members/tokens';
import { requireRightCode, validCode, validMobile } from '../../members/validate';
import { findOrCreateMember } from '../../db/queries/members';
import { SmsSendError } from '../../providers/sms/http-sms-provider';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { ERROR_CODES } from '../../lib/error-codes';
import { ApiError, ok } from '../../lib/respond';
import type { AppRouteHandler } from '../../lib/types';
import { reloginError } from '../../middlewares/member-auth';
import { clientAddress } from '../../lib/client-address';
import type * as routes from './auth.routes';

export function authHandlers(sms: SmsProvider) {
  const smsCode: AppRouteHandler<typeof routes.smsCode> = async (c) => {
    const body = c.req.valid('json');
    const mobile = validMobile(body.mobile);
    if (body.purpose === 'change-mobile') {
      // Only this purpose needs the member: a stale token never blocks asking for a login code.
      const token = /^Bearer ([A-Za-z0-9_-]{20,128})$/.exec(c.req.header('authorization') ?? '')?.[1];
      const member = token ? await memberOfToken(c.var.db, token) : null;
      if (!member) throw reloginError();
      await changeMobileTarget(c.var.db, member.memberId, mobile);
    }
    const result = await askForCode(c.var.db, { mobile, purpose: body.purpose, address: clientAddress(c) });
    if (result.kind === 'too-soon') {
      c.header('Retry-After', String(result.secondsLeft));
      throw new ApiError(
        429,
        ERROR_CODES.smsTooSoon,
        `Please wait ${result.secondsLeft} seconds before asking for another code`,
      );
    }
    if (result.kind === 'daily-limit') {
      throw new ApiError(429, ERROR_CODES.smsDailyLimit, 'Too many codes today, please try again tomorrow');
    }
    try {
      await sms.send(mobile, result.code, body.purpose);
    } catch (err) {
      // Neither the code nor the number: only a provider's own error says what failed.
      const reason = err instanceof SmsSendError ? err.message : 'the SMS provider failed';
      c.var.logger.warn({ purpose: body.purpose, reason }, 'sms code not sent');
      throw new ApiError(503, ERROR_CODES.smsUnavailable, 'The code could not be sent, please try again later');
    }
    return c.json(ok({ resendAfterSeconds: SMS_RESEND_SECONDS, expiresInSeconds: SMS_CODE_TTL_SECONDS }), 200);
  };

  const login: AppRouteHandler<typeof routes.login> = async (c) => {
    const body = c.req.valid('json');
    const mobile = validMobile(body.mobile);
    const code = validCode(body.code);
    if (body.agreed !== true) {
      throw new ApiError(
        400,
        ERROR_CODES.agreementRequired,
        'Please read and agree to the User Agreement and Privacy Policy first',
      );
    }
    requireRightCode(await checkCode(c.var.db, { mobile, purpose: 'login', code }));
    const member = await findOrCreateMember(c.var.db, mobile);
    const issued = await issueToken(c.var.db, member.id);
    const result: LoginResult = {
      token: issued.token,
      memberId: member.id,
      mobile: member.mobile,
      expiresAt: issued.expiresAt.toISOString(),
      userInfo: {
        openId: member.openId,
        loginId: issued.tokenId,
        loginToken: issued.token,
        memberId: member.id,
        mobile: member.mobile,
      },
    };
    return c.json(ok(result), 200);
  };

  const logout: AppRouteHandler<typeof routes.logout> = async (c) => {
    const member = c.var.member;
    if (!member) throw reloginError();
    await revokeToken(c.var.db, member.tokenId);
    return c.json(ok({ revoked: true as const }), 200);
  };

  return { smsCode, login, logout };
}
