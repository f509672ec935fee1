import { MEMBER_ENDPOINTS } from '@contract/member';
import type { PaymentProvider } from '../../providers/payment/provider';
import { createRouter } from '../../lib/create-app';
import { requireMember } from '../../middlewares/member-auth';
import * as handlers from './orders.handlers';
import { registerMemberBearer } from './member-openapi';
import * as routes from './orders.routes';

const ORDER_PATHS = [
  MEMBER_ENDPOINTS.orderCreate,
  MEMBER_ENDPOINTS.orderList,
  MEMBER_ENDPOINTS.orderDetail,
  MEMBER_ENDPOINTS.orderPay,
  MEMBER_ENDPOINTS.orderCancel,
  MEMBER_ENDPOINTS.orderRefund,
  MEMBER_ENDPOINTS.orderDelete,
];

export function createOrdersRouter(payments: PaymentProvider) {
  const router = createRouter();
  registerMemberBearer(router);
  for (const path of ORDER_PATHS) router.use(path, requireMember());
  return router
    .openapi(routes.create, handlers.create)
    .openapi(routes.list, handlers.list)
    .openapi(routes.detail, handlers.detail)
    .openapi(routes.pay, handlers.makePay(payments))
    .openapi(routes.cancel, handlers.cancel)
    .openapi(routes.refund, handlers.makeRefund(payments))
    .openapi(routes.remove, handlers.remove);
}
