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

// The router marks a link current (aria-current) when the address matches it; by default
// `/orders` would match every tab. Exact, it agrees with the tab the page shows.
const EXACT = { exact: true } as const;

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

/**
 * My orders, then two levels of choice: Orders or Coupons (always both on screen), and for the
 * orders their status as buttons that wrap onto more rows in long languages rather than
 * running off the side of the phone.
 */
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
  const coupons = tab === 'coupons';
  return (
    <div className="orders">
      <h1 className="page-heading">{t`My orders`}</h1>
      <nav className="orders-tabs" aria-label={t`Orders and coupons`}>
        <Link
          to="/orders"
          search={{}}
          activeOptions={EXACT}
          replace
          className="orders-tab"
          aria-current={coupons ? undefined : 'page'}
        >
          <Trans>Orders</Trans>
        </Link>
        <Link
          to="/orders"
          search={{ tab: 'coupons' }}
          activeOptions={EXACT}
          replace
          className="orders-tab"
          aria-current={coupons ? 'page' : undefined}
        >
          <Trans>Coupons</Trans>
        </Link>
      </nav>
      {coupons ? null : (
        <nav className="order-filters" aria-label={t`Show orders by status`}>
          {ORDER_TABS.map((value) => (
            <Link
              key={value}
              to="/orders"
              search={{ tab: value }}
              activeOptions={EXACT}
              replace
              className="order-filter"
              aria-current={tab === value ? 'page' : undefined}
            >
              {i18n._(ORDER_TAB_LABELS[value])}
            </Link>
          ))}
        </nav>
      )}
      {coupons ? <CouponsPanel /> : <OrderList key={tab} tab={tab} />}
    </div>
  );
}
