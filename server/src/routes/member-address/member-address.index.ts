// The member's postal address (issue 17, spec point 3). Every route reads and writes only
// the caller's row: the member id comes from the token, never from the body.
import { ADDRESS_ENDPOINTS } from '@contract/address';
import { createRouter } from '../../lib/create-app';
import { requireMember } from '../../middlewares/member-auth';
import * as handlers from './member-address.handlers';
import * as routes from './member-address.routes';

const router = createRouter();
for (const path of Object.values(ADDRESS_ENDPOINTS)) router.use(path, requireMember());

router
  .openapi(routes.address, handlers.address)
  .openapi(routes.addressSave, handlers.addressSave)
  .openapi(routes.addressDelete, handlers.addressDelete);

export default router;
