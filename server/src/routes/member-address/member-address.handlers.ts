import { deleteAddress, getAddress, saveAddress } from '../../db/queries/addresses';
import { ok } from '../../lib/respond';
import type { AppRouteHandler } from '../../lib/types';
import { reloginError } from '../../middlewares/member-auth';
import type * as routes from './member-address.routes';

function callerOf(c: { var: { member?: { memberId: string } } }): string {
  const member = c.var.member;
  if (!member) throw reloginError();
  return member.memberId;
}

export const address: AppRouteHandler<typeof routes.address> = async (c) => {
  // One member's address never sits in a shared cache.
  c.header('Cache-Control', 'private, no-store');
  return c.json(ok(await getAddress(c.var.db, callerOf(c))), 200);
};

export const addressSave: AppRouteHandler<typeof routes.addressSave> = async (c) => {
  const memberId = callerOf(c);
  const body = c.req.valid('json');
  // Only the five fields are stored: openId, requestId or a memberId in the body are not.
  const address = {
    countryName: body.countryName,
    provinceName: body.provinceName,
    cityName: body.cityName,
    detailInfo: body.detailInfo,
    postalCode: body.postalCode,
  };
  await saveAddress(c.var.db, memberId, address);
  c.header('Cache-Control', 'private, no-store');
  return c.json(ok(address), 200);
};

export const addressDelete: AppRouteHandler<typeof routes.addressDelete> = async (c) => {
  const deleted = await deleteAddress(c.var.db, callerOf(c));
  return c.json(ok({ deleted }), 200);
};
