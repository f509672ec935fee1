// The member's order calls (contract: src/lib/contract/member.ts). Failures are shown by the
// screens in place (errorToast false), with what to do next.
import { request } from '@/lib/api';
import type { Page } from '@contract';
import {
  MEMBER_ENDPOINTS,
  type Order,
  type OrderStatus,
  type OrderTargetKind,
  type PaymentStart,
} from '@contract/member';

export const ORDERS_PAGE_SIZE = 10;

export function fetchOrders(status: OrderStatus | undefined, page: number): Promise<Page<Order>> {
  return request<Page<Order>>(MEMBER_ENDPOINTS.orderList, {
    payload: { ...(status ? { status } : {}), page, pageSize: ORDERS_PAGE_SIZE },
    errorToast: false,
  });
}

export function fetchOrder(id: string): Promise<Order> {
  return request<Order>(MEMBER_ENDPOINTS.orderDetail, { payload: { id }, errorToast: false });
}

export function createOrder(body: {
  targetKind: OrderTargetKind;
  targetId: string;
  couponId: string | null;
  clientRequestId: string;
}): Promise<Order> {
  const { couponId, ...rest } = body;
  return request<Order>(MEMBER_ENDPOINTS.orderCreate, {
    method: 'POST',
    payload: { ...rest, ...(couponId ? { couponId } : {}) },
    errorToast: false,
  });
}

export function startPayment(id: string, returnUrl: string): Promise<PaymentStart> {
  return request<PaymentStart>(MEMBER_ENDPOINTS.orderPay, {
    method: 'POST',
    payload: { id, returnUrl },
    errorToast: false,
  });
}

export function cancelOrder(id: string): Promise<Order> {
  return request<Order>(MEMBER_ENDPOINTS.orderCancel, { method: 'POST', payload: { id }, errorToast: false });
}

export function requestRefund(id: string, reason: string): Promise<Order> {
  return request<Order>(MEMBER_ENDPOINTS.orderRefund, { method: 'POST', payload: { id, reason }, errorToast: false });
}

export function deleteOrder(id: string): Promise<{ deleted: true }> {
  return request<{ deleted: true }>(MEMBER_ENDPOINTS.orderDelete, {
    method: 'POST',
    payload: { id },
    errorToast: false,
  });
}
