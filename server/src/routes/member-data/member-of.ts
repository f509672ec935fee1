import type { Context } from 'hono';
import type { AuthenticatedMember } from '../../members/tokens';
import { reloginError } from '../../middlewares/member-auth';
import type { AppBindings } from '../../lib/types';

/** The caller set by requireMember (a route mounted without it refuses rather than leak). */
export function memberOf(c: Context<AppBindings>): AuthenticatedMember {
  const member = c.var.member;
  if (!member) throw reloginError();
  return member;
}
