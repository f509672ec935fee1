import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { isLoggedInAtom, onlineAtom, useAtomValue } from '@/lib/store';
import { NetworkError } from '@/components/errors/network-error';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import { CouponsPanel } from '@/features/coupons';
import { useOrders } from '../hooks/use-orders';
import { ORDER_TAB_LABELS } from '../lib/order-labels';
import { isOrderTab, ORDER_TABS, type OrderTab } from '../lib/order-tabs';
import { ActionError } from '@/components/ui/action-error';
import { LoginNeeded } from '@/features/account';
import { OrderCard } from './order-card';
import '@/components/ui/content.css';
import './orders.css';

export type OrdersScreenTab = OrderTab | 'coupons';

function OrderList({ tab }: { tab: OrderTab }) {
  const online = useAtomValue(onlineAtom);
  const { orders, state, retry, more, loadingMore, moreError, loadMore } = useOrders(tab);
  if (orders === undefined || (orders.length === 0 && state === 'refreshing')) return <LoadingState />;
  if (orders.length === 0)
    return state === 'failed' ? (
      <NetworkError onRetry={retry} />
    ) : (
      <EmptyState message={<Trans>No orders yet</Trans>} />
    );
  return (
    <>
      {state === 'failed' ? (
        <p className="muted orders-stale" role="status">
          {online ? (
            <Trans>Showing the orders loaded before: they could not be refreshed.</Trans>
          ) : (
            <Trans>You are offline: these are the orders loaded before.</Trans>
          )}{' '}
          <button type="button" className="link-button" onClick={retry}>
            <Trans>Reload</Trans>
          </button>
        </p>
      ) : null}
      <ul className="order-list">
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </ul>
      <ActionError error={moreError} />
      {more ? (
        <button type="button" className="button button-secondary load-more" disabled={loadingMore} onClick={loadMore}>
          {loadingMore ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
        </button>
      ) : null}
    </>
  );
}

/** My orders by status, and a Coupons tab (offers to claim, the member's coupons). */
export function OrdersPage({ tab: asked }: { tab: string | undefined }) {
  const tab: OrdersScreenTab = asked === 'coupons' || isOrderTab(asked) ? asked : 'all';
  const { t, i18n } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  if (!loggedIn)
    return (
      <LoginNeeded
        returnTo={tab === 'all' ? '/orders' : `/orders?tab=${tab}`}
        message={<Trans>Log in to see your orders and coupons.</Trans>}
      />
    );
  return (
    <div className="orders page">
      <nav className="orders-tabs" aria-label={t`Orders and coupons`}>
        {ORDER_TABS.map((value) => (
          <Link
            key={value}
            to="/orders"
            search={{ tab: value }}
            replace
            className="orders-tab"
            aria-current={tab === value ? 'page' : undefined}
          >
            {i18n._(ORDER_TAB_LABELS[value])}
          </Link>
        ))}
        <Link
          to="/orders"
          search={{ tab: 'coupons' }}
          replace
          className="orders-tab"
          aria-current={tab === 'coupons' ? 'page' : undefined}
        >
          <Trans>Coupons</Trans>
        </Link>
      </nav>
      {tab === 'coupons' ? <CouponsPanel /> : <OrderList key={tab} tab={tab} />}
    </div>
  );
}
