import { changeMobile, closeMember, getProfile, updateProfile } from '../../db/queries/members';
import { changeMobileTarget } from '../../members/change-mobile';
import type { MobileKeyer } from '../../members/mobile-key';
import { uploadNamesOf } from '../../members/upload-files';
import type { UploadStore } from '../../members/upload-store';
import { checkCode } from '../../members/sms-codes';
import { requireRightCode, validCode, validMobile } from '../../members/validate';
import { ERROR_CODES } from '../../lib/error-codes';
import { ApiError, ok } from '../../lib/respond';
import type { AppRouteHandler } from '../../lib/types';
import { reloginError } from '../../middlewares/member-auth';
import type * as routes from './member-account.routes';

type Ctx = Parameters<AppRouteHandler<typeof routes.profile>>[0];

function callerOf(c: { var: { member?: { memberId: string } } }): string {
  const member = c.var.member;
  if (!member) throw reloginError();
  return member.memberId;
}

// A token outlives its member only between a closure and the token check: answer as a relogin.
async function profileOrRelogin(c: Pick<Ctx, 'var'>, memberId: string) {
  const found = await getProfile(c.var.db, memberId);
  if (!found) throw reloginError();
  return found;
}

export const profile: AppRouteHandler<typeof routes.profile> = async (c) => {
  // One member's data never sits in a shared cache.
  c.header('Cache-Control', 'private, no-store');
  return c.json(ok(await profileOrRelogin(c, callerOf(c))), 200);
};

export const profileUpdate: AppRouteHandler<typeof routes.profileUpdate> = async (c) => {
  const memberId = callerOf(c);
  const body = c.req.valid('json');
  const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  await updateProfile(c.var.db, memberId, changes);
  return c.json(ok(await profileOrRelogin(c, memberId)), 200);
};

export const mobileChange: AppRouteHandler<typeof routes.mobileChange> = async (c) => {
  const memberId = callerOf(c);
  const body = c.req.valid('json');
  const mobile = validMobile(body.mobile);
  const code = validCode(body.code);
  await changeMobileTarget(c.var.db, memberId, mobile);
  requireRightCode(await checkCode(c.var.db, { mobile, purpose: 'change-mobile', code }));
  if (!(await changeMobile(c.var.db, memberId, mobile))) {
    throw new ApiError(409, ERROR_CODES.mobileTaken, 'This mobile number is already used by another account');
  }
  return c.json(ok(await profileOrRelogin(c, memberId)), 200);
};

export const makeClose =
  (deps: { keyOf: MobileKeyer; uploads: UploadStore }): AppRouteHandler<typeof routes.close> =>
  async (c) => {
    const memberId = callerOf(c);
    const uploads = await uploadNamesOf(c.var.db, memberId);
    const closed = await closeMember(c.var.db, memberId, deps.keyOf);
    if (!closed) throw reloginError();
    await deps.uploads.remove(uploads, c.var.logger);
    c.var.logger.info({ memberId }, 'account closed');
    return c.json(ok({ closed: true as const }), 200);
  };
