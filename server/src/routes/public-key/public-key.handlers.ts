import { ok } from '../../lib/respond';
import type { AppRouteHandler } from '../../lib/types';
import type { PublicKeyRoute } from './public-key.routes';

export const publicKey: AppRouteHandler<PublicKeyRoute> = (c) => {
  const { publicKeyPem, secretHash } = c.var.keys.current;
  return c.json(ok({ publicKey: publicKeyPem, secretHash }), 200);
};
