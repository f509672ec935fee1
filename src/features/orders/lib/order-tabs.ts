// The tabs of My orders: which statuses each shows.
import type { OrderStatus } from '@contract/member';

export const ORDER_TABS = ['all', 'awaiting-payment', 'paid', 'cancelled', 'refund'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export function statusesOf(tab: OrderTab): OrderStatus[] | null {
  switch (tab) {
    case 'all':
      return null;
    case 'refund':
      return ['refunding', 'refunded'];
    default:
      return [tab];
  }
}

export function isOrderTab(value: unknown): value is OrderTab {
  return typeof value === 'string' && (ORDER_TABS as readonly string[]).includes(value);
}
