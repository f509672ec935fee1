import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrderStatus } from '@contract/member';
import type { OrderTab } from './order-tabs';

export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  'awaiting-payment': msg`Awaiting payment`,
  paid: msg`Paid`,
  cancelled: msg`Cancelled`,
  refunding: msg`Refunding`,
  refunded: msg`Refunded`,
};

export const ORDER_TAB_LABELS: Record<OrderTab, MessageDescriptor> = {
  all: msg`All`,
  'awaiting-payment': msg`Awaiting payment`,
  paid: msg`Paid`,
  cancelled: msg`Cancelled`,
  refund: msg`Refunds`,
};
