// My orders, local first: a tab shows the orders Dexie holds for it at once; its first page
// is refreshed from the network (replacing that tab's stored orders); 'Load more' asks the
// next page and stores it too.
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { Order } from '@contract/member';
import { useRefresh, type RefreshState } from '@/hooks/use-refresh';
import { fetchOrders, ORDERS_PAGE_SIZE } from '../api/orders-api';
import { statusesOf, type OrderTab } from '../lib/order-tabs';
import { readStoredOrders, replaceStoredOrders, storeOrders } from '../state/stored-orders';

/** One page of every status of the tab (the refund tab has two), merged newest first. */
async function fetchTabPage(tab: OrderTab, page: number): Promise<{ orders: Order[]; more: boolean }> {
  const statuses = statusesOf(tab);
  const pages = await Promise.all((statuses ?? [undefined]).map((status) => fetchOrders(status, page)));
  const orders = pages.flatMap((p) => p.list).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { orders, more: pages.some((p) => p.page * p.pageSize < p.total && p.list.length === ORDERS_PAGE_SIZE) };
}

export interface OrdersView {
  orders: Order[] | undefined;
  state: RefreshState;
  retry: () => void;
  more: boolean;
  loadingMore: boolean;
  moreError: unknown;
  loadMore: () => void;
}

export function useOrders(tab: OrderTab): OrdersView {
  const orders = useLiveQuery(() => readStoredOrders(statusesOf(tab)), [tab]);
  const [paging, setPaging] = useState<{
    tab: OrderTab;
    page: number;
    more: boolean;
    loading: boolean;
    error: unknown;
  }>({
    tab,
    page: 1,
    more: false,
    loading: false,
    error: null,
  });
  const { state, retry } = useRefresh(`orders:${tab}`, async () => {
    const first = await fetchTabPage(tab, 1);
    await replaceStoredOrders(statusesOf(tab), first.orders);
    setPaging({ tab, page: 1, more: first.more, loading: false, error: null });
  });
  const current = paging.tab === tab ? paging : { tab, page: 1, more: false, loading: false, error: null };
  const loadMore = () => {
    if (current.loading) return;
    setPaging({ ...current, loading: true, error: null });
    fetchTabPage(tab, current.page + 1).then(
      async (next) => {
        await storeOrders(next.orders);
        setPaging({ tab, page: current.page + 1, more: next.more, loading: false, error: null });
      },
      (error: unknown) => setPaging({ ...current, loading: false, error }),
    );
  };
  return { orders, state, retry, more: current.more, loadingMore: current.loading, moreError: current.error, loadMore };
}
