import { getDictValue } from '../../db/queries/dict';
import { ERROR_CODES } from '../../lib/error-codes';
import { ApiError, ok } from '../../lib/respond';
import type { AppRouteHandler } from '../../lib/types';
import type { GetByNameRoute } from './simple-dict.routes';

export const getByName: AppRouteHandler<GetByNameRoute> = async (c) => {
  const { name } = c.req.valid('query');
  const value = await getDictValue(c.var.db, name);
  if (value === undefined) {
    throw new ApiError(404, ERROR_CODES.dictNotFound, `Dictionary entry '${name}' does not exist`);
  }
  return c.json(ok(value), 200);
};
